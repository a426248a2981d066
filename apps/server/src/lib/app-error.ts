import { ErrorCode, errorStatus } from '@pagoda/contracts';

/** The only error type services throw on purpose; the error handler maps it to the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: ErrorCode, message?: string, value: unknown = null) {
    super(message ?? code);
    this.code = code;
    this.status = errorStatus[code];
    this.value = value;
  }
}

export { ErrorCode };
