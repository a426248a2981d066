/** A form's error line, announced to screen readers; renders nothing without a message. */
export const FormError = ({ message }: { message: string | null | undefined }) =>
  message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
