import type { ComponentProps } from 'react';
import { Field } from './field';

type InputProps = Omit<ComponentProps<typeof Field>, 'label'>;

/**
 * The username and password pair of the login forms, each a Field (so its error is linked):
 * pass the register() result and error of each, e.g. `username={{ ...register('username'), error }}`.
 */
export const CredentialsFields = ({
  labels,
  username,
  password,
}: {
  labels: { username: string; password: string };
  username: InputProps;
  password: InputProps;
}) => (
  <>
    <Field label={labels.username} autoComplete="username" required {...username} />
    <Field label={labels.password} type="password" autoComplete="current-password" required {...password} />
  </>
);
