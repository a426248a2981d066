import { minorToText as bigintToText } from '@pagoda/contracts';

// Money in the pages is integer minor units (cents); the wire carries decimal text with two places ("12.50").
// Parsing and formatting work on the digits, so no float ever holds an amount.

const MONEY_TEXT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.50" → 1250; null when the text is not a money figure. */
export const parseMinor = (text: string): number | null => {
  const m = MONEY_TEXT.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
  return m[1] ? -minor : minor;
};

/** 1250 → "12.50" (the wire form, no grouping): contracts' minorToText on the integer. */
export const minorToText = (minor: number): string => bigintToText(BigInt(Math.trunc(minor)));

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 123456 → "1,234.56": two decimals with thousands separators. */
export const formatMinor = (minor: number): string => {
  const abs = Math.abs(Math.trunc(minor));
  return `${minor < 0 ? '-' : ''}${group(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
};

/** "1234.5" → "1,234.50"; the text itself when it is not money (never shows a wrong figure). */
export const formatMoneyText = (text: string): string => {
  const minor = parseMinor(text);
  return minor === null ? text : formatMinor(minor);
};

// Symbols of the currencies the portal's brands use; any other code is shown as the code itself.
const SYMBOLS: Record<string, string> = {
  CNY: '¥',
  RMB: '¥',
  USD: '$',
  VND: '₫',
  JPY: '¥',
  THB: '฿',
  PHP: '₱',
  IDR: 'Rp',
  MYR: 'RM',
  EUR: '€',
  GBP: '£',
  KRW: '₩',
  INR: '₹',
};

/** The prefix shown before an amount: a symbol, or the currency code. */
export const currencySymbol = (currency: string): string => SYMBOLS[currency.toUpperCase()] ?? currency;

/** 1250, "USD" → "$12.50"; codes without a symbol get a thin space ("MMK 12.50"). */
export const formatCurrency = (minor: number, currency: string): string => {
  const symbol = currencySymbol(currency);
  const amount = formatMinor(minor);
  const spaced = symbol.length > 1 && /^[A-Z]+$/.test(symbol) ? `${symbol}\u2009` : symbol;
  return minor < 0 ? `-${spaced}${amount.slice(1)}` : `${spaced}${amount}`;
};
