import { formatMoney } from '../lib/format';

/** An amount of money, right-aligned in tabular figures; negative amounts in the danger colour. */
export const Money = ({ value, currency }: { value: number | string | null | undefined; currency?: string }) => {
  const n = typeof value === 'number' ? value : Number(value);
  return (
    <span className={`money${Number.isFinite(n) && n < 0 ? ' money--negative' : ''}`}>
      {formatMoney(value, currency)}
    </span>
  );
};
