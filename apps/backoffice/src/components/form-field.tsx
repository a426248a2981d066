import { zodResolver } from '@hookform/resolvers/zod';
import type { Operation } from '@pagoda/contracts';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useForm, type FieldError, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by the contract's own body schema: the same rules the server applies.
 * `handleSubmit` hands over the parsed body (defaults applied, money as decimal text).
 */
export const useContractForm = <B extends z.ZodType>(
  operation: Pick<Operation<z.ZodType | undefined, B>, 'id' | 'body'>,
  options: Omit<UseFormProps<z.input<B> & FieldValues, unknown, z.output<B> & FieldValues>, 'resolver'> = {},
) => {
  if (!operation.body) throw new Error(`${operation.id} takes no body`);
  return useForm<z.input<B> & FieldValues, unknown, z.output<B> & FieldValues>({
    mode: 'onTouched',
    ...options,
    // The resolver's generics cannot follow B through zod's types; the schema is the contract's own.
    resolver: zodResolver(operation.body as never) as never,
  });
};

/** A field's error as react-hook-form reports it (a nested field's error too). */
export type FieldErrorLike = Pick<FieldError, 'message'> & { type?: unknown };

/** The translation of a field's error: zod's issue code, in the operator's language. */
export const fieldErrorKey = (error: FieldErrorLike | undefined): string | null => {
  if (!error) return null;
  switch (error.type) {
    case 'too_small':
      return 'form.tooShort';
    case 'too_big':
      return 'form.tooLong';
    case 'required':
      return 'form.required';
    case 'invalid_type':
      return error.message?.includes('undefined') ? 'form.required' : 'form.invalid';
    default:
      return 'form.invalid';
  }
};

/**
 * A labelled control with its hint and error, wired for assistive technology: the child control
 * (input, select, textarea) gets the id, aria-invalid and aria-describedby.
 */
export const FormField = ({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: FieldErrorLike | string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = typeof error === 'string' ? error : error ? t(fieldErrorKey(error) ?? 'form.invalid') : null;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;
  return (
    <div className={`field${message ? ' field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
};
