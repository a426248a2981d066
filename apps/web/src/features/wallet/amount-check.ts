import { moneySchema, parseMinor } from '@pagoda/contracts';
import { z } from 'zod';

export type AmountCheck = { ok: true; amount: string } | { ok: false; key: string };

const toMinor = (n: number) => BigInt(Math.round(n * 100));

/**
 * A deposit, withdrawal or transfer amount against the operation's amount rule (the contracts'
 * moneySchema: positive, at most 2 decimals) and the channel's limits; `max` may also be the
 * balance that can be spent. Failures are translation keys.
 */
export const checkAmount = (
  text: string,
  limits: { min?: number; max?: number } = {},
  rule: z.ZodType<string, string | number> = moneySchema,
): AmountCheck => {
  if (!text.trim()) return { ok: false, key: 'wallet.amount_required' };
  const parsed = rule.safeParse(text.trim());
  if (!parsed.success) return { ok: false, key: 'wallet.amount_invalid' };
  const minor = parseMinor(parsed.data) ?? 0n;
  if (limits.min !== undefined && minor < toMinor(limits.min)) return { ok: false, key: 'wallet.amount_below_min' };
  if (limits.max !== undefined && minor > toMinor(limits.max)) return { ok: false, key: 'wallet.amount_above_max' };
  return { ok: true, amount: parsed.data };
};

/**
 * A form schema for one amount field: the operation's amount rule merged with the runtime
 * limits. The output is the normalised amount the operation takes; messages are translation keys.
 */
export const amountFormSchema = (
  limits: { min?: number; max?: number },
  rule: z.ZodType<string, string | number> = moneySchema,
) =>
  z.object({ amount: z.string() }).transform(({ amount }, ctx) => {
    const check = checkAmount(amount, limits, rule);
    if (check.ok) return { amount: check.amount };
    ctx.addIssue({ code: 'custom', path: ['amount'], message: check.key });
    return z.NEVER;
  });
