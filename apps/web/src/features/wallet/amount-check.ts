import { moneySchema, parseMinor } from '@pagoda/contracts';

export type AmountCheck = { ok: true; amount: string } | { ok: false; key: string };

const toMinor = (n: number) => BigInt(Math.round(n * 100));

/**
 * A deposit, withdrawal or transfer amount against the contracts' moneySchema (positive, at most
 * 2 decimals) and the channel's limits; `max` may also be the balance that can be spent.
 */
export const checkAmount = (text: string, limits: { min?: number; max?: number } = {}): AmountCheck => {
  if (!text.trim()) return { ok: false, key: 'wallet.amount_required' };
  const parsed = moneySchema.safeParse(text.trim());
  if (!parsed.success) return { ok: false, key: 'wallet.amount_invalid' };
  const minor = parseMinor(parsed.data) ?? 0n;
  if (limits.min !== undefined && minor < toMinor(limits.min)) return { ok: false, key: 'wallet.amount_below_min' };
  if (limits.max !== undefined && minor > toMinor(limits.max)) return { ok: false, key: 'wallet.amount_above_max' };
  return { ok: true, amount: parsed.data };
};
