/** Minor units (bigint) ↔ the two-decimal text and numbers of the wire. */
export const minorToText = (minor: bigint) => {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** A wire amount (number or text with at most two decimals) to minor units, never through float maths. */
export const wireToMinor = (v: number | string): bigint => {
  const text = typeof v === 'number' ? v.toFixed(2) : v;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
};
