import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCodes, errorDefaultMessage, errorMessageKey, errorStatus } from './error-codes.js';

describe('error catalogue', () => {
  it('has a status and an English message for every code', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
      expect(errorDefaultMessage[code], code).toMatch(/\S/);
    }
  });

  it('keeps the wire spellings observed on the original', () => {
    expect(ErrorCode.TokenInvalid).toBe('user.or.token.invalid');
    expect(ErrorCode.SessionEndedElsewhere).toBe('login.not.session');
    expect(ErrorCode.CustomerNotLogin).toBe('CUSTOMER_NOT_LOGIN');
    expect(ErrorCode.NeedTrueAccount).toBe('in_need_true_account');
  });

  it('derives translation keys without dots', () => {
    expect(errorMessageKey('user.or.token.invalid')).toBe('error.user_or_token_invalid');
  });
});
