import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

export const walletBalanceSchema = z.object({
  accountTypeId: z.number().int(),
  displayName: z.string(),
  accountName: z.string(),
  availBalance: moneyValue,
  /** 'OK', or 'MAINTENANCE' while the vendor is down. */
  status: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const balanceValueSchema = z.object({
  sumBalance: moneyValue,
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.array(walletBalanceSchema),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const getBalance = defineOperation({
  id: 'getBalance',
  ...API.getBalance,
  summary: 'Balances: typeId 0 = every wallet (main + game wallets), otherwise that wallet only',
  tags: ['wallet'],
  auth: 'token',
  query: z.object({ typeId: z.coerce.number().int().min(0).max(1_000_000).default(0) }),
  value: balanceValueSchema,
});

export const getMerchantWallet = defineOperation({
  id: 'getMerchantWallet',
  ...API.getMerchantWallet,
  summary: "The brand's wallet mode: isSingle 1 = games use the main wallet (no transfer page)",
  tags: ['wallet'],
  auth: 'token',
  query: z.object({ merchantCode: text().max(32).optional() }),
  value: z.object({ isSingle: z.union([z.literal(0), z.literal(1)]) }),
});
