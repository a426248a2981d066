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

/** CSV text (RFC 4180, CRLF) with a UTF-8 byte-order mark, as the back office's export. */
export const toCsv = (header: string[], rows: unknown[][]) =>
  `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Saves text as a file through a temporary object URL. */
export const downloadText = (filename: string, text: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Every page of a server result (the CSV holds the whole filter, not the page on screen). */
export const fetchAll = async <Row>(
  fetchPage: (page: number) => Promise<{ list: Row[]; totalPages: number }>,
): Promise<Row[]> => {
  const first = await fetchPage(1);
  const rows = [...first.list];
  for (let p = 2; p <= first.totalPages; p++) rows.push(...(await fetchPage(p)).list);
  return rows;
};
