/*
 * CSV as the portal's agent centre and the back office download it: one implementation, so that both
 * quote, defuse formulas and mark the encoding the same way.
 */

/** Cells that a spreadsheet would run as a formula are prefixed with a quote (CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let s =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? value.toString()
        : JSON.stringify(value);
  if (FORMULA.test(s) && !NUMERIC.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV text (RFC 4180, CRLF) with a UTF-8 byte-order mark so spreadsheet programs read Chinese and Vietnamese right. */
export const toCsv = (header: string[], rows: unknown[][]) =>
  `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
