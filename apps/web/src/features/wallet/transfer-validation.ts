import { MAIN_WALLET, moneySchema, parseMinor } from '@pagoda/contracts';

export type TransferInput = { from: number; to: number; amount: string };
export type TransferCheck =
  | { ok: true; amount: string }
  | { ok: false; field: 'from' | 'to' | 'amount'; key: string; values?: Record<string, string> };

/**
 * Checks the wallet transfer form before it is sent: the amount goes through the contracts'
 * moneySchema (positive, at most 2 decimals, not above the maximum), one side must be the main
 * wallet (the server refuses game-to-game moves), and the source must hold the amount.
 * `balances` maps accountTypeId → available balance.
 */
export const validateTransfer = (input: TransferInput, balances: Map<number, number>): TransferCheck => {
  if (input.from === input.to) return { ok: false, field: 'to', key: 'wallet.same_wallet' };
  if (input.from !== MAIN_WALLET && input.to !== MAIN_WALLET)
    return { ok: false, field: 'to', key: 'wallet.main_side_required' };
  const raw = input.amount.trim();
  if (!raw) return { ok: false, field: 'amount', key: 'wallet.amount_required' };
  const parsed = moneySchema.safeParse(raw);
  if (!parsed.success) return { ok: false, field: 'amount', key: 'wallet.amount_invalid' };
  const available = balances.get(input.from) ?? 0;
  const availableMinor = BigInt(Math.round(available * 100));
  if ((parseMinor(parsed.data) ?? 0n) > availableMinor)
    return { ok: false, field: 'amount', key: 'wallet.amount_over_balance' };
  return { ok: true, amount: parsed.data };
};

/** The amount text for "all in": the whole balance of a wallet, as 2-decimal text ('' when empty). */
export const wholeBalanceText = (balance: number): string => {
  const minor = Math.round(balance * 100);
  return minor > 0 ? (minor / 100).toFixed(2) : '';
};
