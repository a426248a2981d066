import { Field } from './field';

export type NewPassword = { newPassword: string; confirm: string };

/** A new password and its confirmation, each a Field whose error is linked to it. */
export const NewPasswordFields = ({
  labels,
  value,
  onChange,
  errors,
}: {
  labels: { newPassword: string; confirm: string };
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: { newPassword?: string | null; confirm?: string | null };
}) => (
  <>
    <Field
      label={labels.newPassword}
      type="password"
      value={value.newPassword}
      onChange={(e) => onChange({ ...value, newPassword: e.target.value })}
      error={errors.newPassword}
      autoComplete="new-password"
    />
    <Field
      label={labels.confirm}
      type="password"
      value={value.confirm}
      onChange={(e) => onChange({ ...value, confirm: e.target.value })}
      error={errors.confirm}
      autoComplete="new-password"
    />
  </>
);
