import { z } from 'zod';
import { text } from './text.js';

/**
 * Money crosses the API as a decimal with at most 2 places; inside the server it is a bigint of
 * minor units. No float ever takes part in arithmetic: parsing works on the decimal text.
 */
export const MONEY_MAX_MINOR = 100_000_000_000n; // 1,000,000,000.00
const MONEY_TEXT = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** '12.3' → 1230n; null when the text is not a valid non-negative amount. */
export const parseMinor = (text: string): bigint | null => {
  if (!MONEY_TEXT.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
};

/** 1230n → 12.3 (the JSON number the wire carries; exact to the cent for any ledger balance). */
export const minorToNumber = (minor: bigint): number => Number(minor) / 100;

/** 1230n → '12.30' */
export const minorToText = (minor: bigint): string => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * A positive amount from a JSON number or a decimal string: no NaN, no negative, no more than two
 * decimals, at most 1,000,000,000.00. The parsed value is the decimal text ('12.30').
 */
export const moneySchema = z.union([z.number(), text()]).transform((v, ctx) => {
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'NaN') : v;
  const minor = parseMinor(text);
  if (minor === null) {
    ctx.addIssue({ code: 'custom', message: 'amount: a number with at most 2 decimals' });
    return z.NEVER;
  }
  if (minor <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'amount: must be above 0' });
    return z.NEVER;
  }
  if (minor > MONEY_MAX_MINOR) {
    ctx.addIssue({ code: 'custom', message: 'amount: above the maximum' });
    return z.NEVER;
  }
  return minorToText(minor);
});

/** A money figure in a response (a JSON number with 2 places at most). */
export const moneyValue = z.number();

/** Client-chosen key that makes a retried money call apply once (letters, digits, - and _). */
export const requestIdSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId: 8-64 letters, digits, - or _');
