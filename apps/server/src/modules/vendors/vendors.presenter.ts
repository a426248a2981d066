import {
  minorToNumber,
  type VendorAdjustValue,
  type VendorWalletValue,
  type vendorAuthenticateValue,
} from '@pagoda/contracts';
import type { z } from 'zod';
import type { LaunchTokenRow } from './vendors.repository.js';

/** A wallet call's answer: the balance after it, and the call's own id when it moved money. */
export const presentVendorWallet = (balance: bigint, currency: string, transactionId?: string): VendorWalletValue => ({
  balance: minorToNumber(balance),
  currency,
  ...(transactionId ? { transactionId } : {}),
});

/** An adjust's answer: the wallet after it and the member's whole debt to the house after it. */
export const presentVendorAdjust = (
  balance: bigint,
  outstanding: bigint,
  currency: string,
  transactionId: string,
): VendorAdjustValue => ({
  ...presentVendorWallet(balance, currency, transactionId),
  outstanding: minorToNumber(outstanding),
});

/** Who a launch token is for, as the vendor learns it. */
export const presentAuthenticated = (
  p: { id: number; account: string; nickname: string; trial: boolean },
  t: Pick<LaunchTokenRow, 'gameCode' | 'category'>,
  currency: string,
  balance: bigint,
): z.input<typeof vendorAuthenticateValue> => ({
  playerId: String(p.id),
  nickname: p.nickname || p.account,
  currency,
  balance: minorToNumber(balance),
  trial: p.trial,
  gameCode: t.gameCode,
  category: t.category,
  language: 'EN',
});
