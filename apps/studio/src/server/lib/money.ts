// Minor units to text is contracts' minorToText; the wire's amounts come in here.

/** A wire amount (number or text with at most two decimals) to minor units, never through float maths. */
export const wireToMinor = (v: number | string): bigint => {
  const text = typeof v === 'number' ? v.toFixed(2) : v;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
};
