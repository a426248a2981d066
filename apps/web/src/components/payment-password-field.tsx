import type { ComponentProps } from 'react';
import { Field } from './field';

/** Payment passwords are 6 digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

type Props = Omit<ComponentProps<typeof Field>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (digits: string) => void;
};

/** The payment password of a money action: a masked Field that keeps only digits, at most 6. */
export const PaymentPasswordField = ({ value, onChange, ...field }: Props) => (
  <Field
    type="password"
    inputMode="numeric"
    autoComplete="off"
    maxLength={PAYMENT_PASSWORD_LENGTH}
    value={value}
    onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))}
    {...field}
  />
);
