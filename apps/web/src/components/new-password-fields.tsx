import type { ComponentProps } from 'react';
import { Field } from './field';

type InputProps = Omit<ComponentProps<typeof Field>, 'label'>;

/**
 * A new password and its confirmation, each a Field whose error is linked to it: pass the
 * register() result and error of each, e.g. `newPassword={{ ...register('newPassword'), error }}`.
 */
export const NewPasswordFields = ({
  labels,
  newPassword,
  confirm,
}: {
  labels: { newPassword: string; confirm: string };
  newPassword: InputProps;
  confirm: InputProps;
}) => (
  <>
    <Field label={labels.newPassword} type="password" autoComplete="new-password" {...newPassword} />
    <Field label={labels.confirm} type="password" autoComplete="new-password" {...confirm} />
  </>
);
