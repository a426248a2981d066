import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask.js';

describe('maskMobile', () => {
  it('keeps the first three and last three digits of a full number', () => {
    expect(maskMobile('9171234567')).toBe('917****567');
    expect(maskMobile('1234567')).toBe('123*567');
  });

  it('keeps only the last two digits of a short number', () => {
    expect(maskMobile('123456')).toBe('****56');
    expect(maskMobile('12')).toBe('**');
  });
});

describe('maskEmail', () => {
  it('keeps the domain and the start of the local part', () => {
    expect(maskEmail('alice@example.com')).toBe('al***@example.com');
    expect(maskEmail('bob@example.com')).toBe('b***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
  });

  it('masks a value without a local part like a number', () => {
    expect(maskEmail('@nowhere')).toBe('@no**ere');
  });
});
