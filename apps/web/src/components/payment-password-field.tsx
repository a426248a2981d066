import type { ChangeEvent, ComponentProps } from 'react';
import { Field } from './field';

/** Payment passwords are 6 digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

type Props = Omit<ComponentProps<typeof Field>, 'type'>;

/**
 * The payment password of a money action: a masked Field that keeps only digits, at most 6.
 * Takes a form library's registration as is (`{...register('password')}`).
 */
export const PaymentPasswordField = ({ onChange, ...field }: Props) => (
  <Field
    type="password"
    inputMode="numeric"
    autoComplete="off"
    maxLength={PAYMENT_PASSWORD_LENGTH}
    onChange={(e: ChangeEvent<HTMLInputElement>) => {
      e.target.value = e.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH);
      return onChange?.(e);
    }}
    {...field}
  />
);
