/**
 * The one catalogue of error codes. The server throws only these; the portal translates each
 * through `error.<code>` in its locale files. Wire spellings follow the original where it was
 * observed (api-observed §1.5), so a client written for it keeps working.
 */
export const ErrorCode = {
  ValidationFailed: 'validation.failed',
  MerchantNotFound: 'merchant.not.found',
  MerchantDuplicated: 'function.not.available',
  NotFound: 'not.found',
  MethodNotAllowed: 'method.not.allowed',
  PayloadTooLarge: 'payload.too.large',
  UnsupportedMediaType: 'unsupported.media.type',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  Maintenance: 'system.maintenance',
  RegionBlocked: 'ip.blocked',
  CustomerNotLogin: 'CUSTOMER_NOT_LOGIN',
  TokenInvalid: 'user.or.token.invalid',
  SessionEndedElsewhere: 'login.not.session',
  Forbidden: 'forbidden',
  NeedTrueAccount: 'in_need_true_account',
  LoginFailed: 'login.info.incorrect',
  CaptchaRequired: 'captcha.required',
  CaptchaInvalid: 'captcha.invalid',
  AccountLocked: 'account.locked',
  UsernameExists: 'in_username_exist',
  MobileExists: 'mobile.exist',
  VerificationCodeInvalid: 'verification.code.invalid',
  EncryptionRequired: 'payload.encryption.required',
  PasswordConfirmMismatch: 'password.confirm.mismatch',
  OldPasswordIncorrect: 'old.password.incorrect',
  PasswordSameAsOld: 'password.same.as.old',
  FunctionDisabled: 'function.disabled',
  ResetLinkInvalid: 'reset.link.invalid',
  InternalError: 'system.error',
  ServiceUnavailable: 'service.unavailable',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodes: readonly ErrorCode[] = Object.values(ErrorCode);

/** HTTP status that goes with each code; the envelope body is the same for all. */
export const errorStatus: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.MerchantNotFound]: 400,
  [ErrorCode.MerchantDuplicated]: 400,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.MethodNotAllowed]: 405,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Maintenance]: 503,
  [ErrorCode.RegionBlocked]: 403,
  [ErrorCode.CustomerNotLogin]: 401,
  [ErrorCode.TokenInvalid]: 401,
  [ErrorCode.SessionEndedElsewhere]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NeedTrueAccount]: 403,
  [ErrorCode.LoginFailed]: 400,
  [ErrorCode.CaptchaRequired]: 400,
  [ErrorCode.CaptchaInvalid]: 400,
  [ErrorCode.AccountLocked]: 403,
  [ErrorCode.UsernameExists]: 409,
  [ErrorCode.MobileExists]: 409,
  [ErrorCode.VerificationCodeInvalid]: 400,
  [ErrorCode.EncryptionRequired]: 400,
  [ErrorCode.PasswordConfirmMismatch]: 400,
  [ErrorCode.OldPasswordIncorrect]: 400,
  [ErrorCode.PasswordSameAsOld]: 400,
  [ErrorCode.FunctionDisabled]: 403,
  [ErrorCode.ResetLinkInvalid]: 400,
  [ErrorCode.InternalError]: 500,
  [ErrorCode.ServiceUnavailable]: 503,
};

/** Translation key the portal uses for a code (dots are kept out of i18next key paths). */
export const errorMessageKey = (code: string): string => `error.${code.replace(/\./g, '_')}`;

/** English text the server puts in `message`; the portal shows its own translation of the code. */
export const errorDefaultMessage: Record<ErrorCode, string> = {
  [ErrorCode.ValidationFailed]: 'Some fields are missing or invalid.',
  [ErrorCode.MerchantNotFound]: 'Unknown merchant.',
  [ErrorCode.MerchantDuplicated]: 'Function not available.',
  [ErrorCode.NotFound]: 'Not found.',
  [ErrorCode.MethodNotAllowed]: 'Method not allowed.',
  [ErrorCode.PayloadTooLarge]: 'The request is too large.',
  [ErrorCode.UnsupportedMediaType]: 'Unsupported content type.',
  [ErrorCode.TooManyRequests]: 'Too many requests, please retry later.',
  [ErrorCode.Maintenance]: 'The system is under maintenance.',
  [ErrorCode.RegionBlocked]: 'Access from your IP or location is blocked.',
  [ErrorCode.CustomerNotLogin]: 'Please log in.',
  [ErrorCode.TokenInvalid]: 'Your session is invalid, please log in again.',
  [ErrorCode.SessionEndedElsewhere]: 'You were logged out because your account signed in on another device.',
  [ErrorCode.Forbidden]: 'You are not allowed to do this.',
  [ErrorCode.NeedTrueAccount]: 'A real account is required.',
  [ErrorCode.LoginFailed]: 'Login info incorrect.',
  [ErrorCode.CaptchaRequired]: 'Please enter the captcha.',
  [ErrorCode.CaptchaInvalid]: 'The captcha is wrong or has expired.',
  [ErrorCode.AccountLocked]: 'This account is locked. Please contact customer service.',
  [ErrorCode.UsernameExists]: 'This username is already taken.',
  [ErrorCode.MobileExists]: 'This mobile number is already registered.',
  [ErrorCode.VerificationCodeInvalid]: 'The verification code is invalid or has expired.',
  [ErrorCode.EncryptionRequired]: 'This call must be sent encrypted.',
  [ErrorCode.PasswordConfirmMismatch]: 'The passwords do not match.',
  [ErrorCode.OldPasswordIncorrect]: 'The current password is incorrect.',
  [ErrorCode.PasswordSameAsOld]: 'The new password must differ from the current one.',
  [ErrorCode.FunctionDisabled]: 'This function is not available.',
  [ErrorCode.ResetLinkInvalid]: 'This reset link is invalid, used or expired. Please ask for a new one.',
  [ErrorCode.InternalError]: 'Unknown error, please retry later.',
  [ErrorCode.ServiceUnavailable]: 'The service is temporarily unavailable.',
};
