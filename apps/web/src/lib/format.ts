const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts: two decimals with thousands separators. Minor units in, text out. */
export const formatMinor = (minor: bigint | number): string => {
  const v = typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor));
  const negative = v < 0n;
  const abs = negative ? -v : v;
  const whole = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole.toLocaleString('en-US')}.${cents}`;
};

/**
 * Money figures from the API (JSON numbers with at most 2 places, e.g. 1234.5) → '1,234.50'.
 * Rounded to the cent first, so 0.1 + 0.2 style float noise never shows; the one formatter
 * every wallet page and the top bar use.
 */
export const formatMoney = (value: number): string =>
  Number.isFinite(value) ? formatMinor(BigInt(Math.round(value * 100))) : '–';

/** Display-only numbers (not money held anywhere), e.g. the jackpot ticker. */
export const formatAmount = (n: number): string => amountFormat.format(n);

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd hh:mm:ss in the viewer's local time (24-hour clock). */
export const formatTime = (epochMs: number): string => {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
