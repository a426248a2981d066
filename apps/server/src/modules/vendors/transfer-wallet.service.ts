import { createHash } from 'node:crypto';
import {
  ErrorCode,
  MAIN_WALLET,
  minorToNumber,
  minorToText,
  TxType,
  type VendorFundAnswer,
  vendorFundAnswer,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { signBody } from '../../lib/signature.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { AccountSpec, LedgerService } from '../wallet/ledger.service.js';
import type { MemberEvents } from '../wallet/member-events.js';
import {
  type IntegrationRow,
  type TransferRow,
  vendorsRepository as defaultVendorsRepository,
} from './vendors.repository.js';

export type TransferWalletService = ReturnType<typeof createTransferWalletService>;

/** POSTs a signed JSON body to the vendor; `null` when the answer is unknown (timeout, 5xx, garbage). */
export type VendorHttp = (url: string, body: string, headers: Record<string, string>) => Promise<unknown>;

const UNKNOWN = null;
/** A pending transfer is settled by the reconciliation job after this long without an answer. */
export const RECONCILE_AFTER_MS = 10_000;

/**
 * Transfer-mode vendors keep the member's game money in their own wallet. A move is two-phase:
 * the amount first goes to the member's TRANSIT account, then the vendor is called with the
 * platform's reference (its idempotency key); a definite answer settles the move, an unknown one
 * leaves it PENDING for the reconciliation job, which asks the vendor again. So a timeout neither
 * loses the money nor moves it twice.
 */
export const createTransferWalletService = (
  db: Db,
  deps: { ledger: LedgerService; events: MemberEvents; http: VendorHttp; vendors?: typeof defaultVendorsRepository },
) => {
  const vendorsRepository = deps.vendors ?? defaultVendorsRepository;
  const call = async (integration: IntegrationRow, merchant: string, op: string, payload: object) => {
    const body = JSON.stringify(payload);
    try {
      const raw = await deps.http(`${integration.walletApiUrl}/${op}`, body, {
        'content-type': 'application/json',
        'x-merchant': merchant,
        'x-vendor-code': integration.vendorCode,
        'x-signature': signBody(integration.secret, body),
      });
      const parsed = vendorFundAnswer.safeParse(raw);
      return parsed.success ? parsed.data : UNKNOWN;
    } catch {
      return UNKNOWN;
    }
  };

  const specs = (t: Pick<TransferRow, 'memberId'>, accountTypeId: number) => {
    const member = { id: t.memberId, type: 0 };
    return {
      main: { member, wallet: MAIN_WALLET } as AccountSpec,
      game: { member, wallet: accountTypeId } as AccountSpec,
      transit: { member, wallet: 'TRANSIT' } as AccountSpec,
    };
  };

  /** Books the vendor's definite answer once (the transfer row is locked while it settles). */
  const settle = async (brand: BrandConfig, reference: string, accountTypeId: number, answer: VendorFundAnswer) => {
    const settled = await db.transaction(async (tx) => {
      const t = await vendorsRepository.pendingTransferForUpdate(tx, reference);
      if (!t) return null;
      const s = specs(t, accountTypeId);
      const ok = answer.status === 'SUCCESS';
      // IN: transit → game wallet, or back to main. OUT: transit → main, or back to the game wallet.
      const to = t.direction === 'IN' ? (ok ? s.game : s.main) : ok ? s.main : s.game;
      await deps.ledger.post(tx, {
        merchantCode: brand.merchant.code,
        currency: brand.merchant.currency,
        key: `xfer:${reference}:${ok ? 'done' : 'back'}`,
        kind: 'VENDOR_TRANSFER',
        txTypeId: t.direction === 'IN' ? TxType.TransferToGame : TxType.TransferFromGame,
        memberId: t.memberId,
        reference,
        meta: { vendor: t.vendorCode, settled: answer.status },
        lines: [
          { account: s.transit, amount: -t.amount },
          { account: to, amount: t.amount },
        ],
      });
      const status = ok ? ('SUCCESS' as const) : ('FAILED' as const);
      await vendorsRepository.updateTransfer(tx, t.id, { status });
      return { ...t, status };
    });
    if (settled) deps.events.publish({ memberId: settled.memberId, type: 'BALANCE', data: {} });
    return settled;
  };

  const ask = (integration: IntegrationRow, merchant: string, t: TransferRow, currency: string) =>
    call(integration, merchant, t.direction === 'IN' ? 'fundIn' : 'fundOut', {
      reference: t.reference,
      playerId: String(t.memberId),
      amount: minorToText(t.amount),
      currency,
    });

  return {
    /** Main wallet ↔ the vendor's wallet for one member. */
    move: async (
      brand: BrandConfig,
      integration: IntegrationRow,
      member: { id: number },
      p: { direction: 'IN' | 'OUT'; accountTypeId: number; amount: bigint; requestId: string },
    ) => {
      const reference = `T${createHash('sha256')
        .update(`${brand.merchant.code}|${member.id}|${p.requestId}`)
        .digest('hex')
        .slice(0, 24)
        .toUpperCase()}`;
      const s = specs({ memberId: member.id }, p.accountTypeId);
      let t = await vendorsRepository.transferByRef(db, reference);
      if (!t) {
        t = await db.transaction(async (tx) => {
          const row = await vendorsRepository.insertTransfer(tx, {
            merchantCode: brand.merchant.code,
            memberId: member.id,
            vendorCode: integration.vendorCode,
            reference,
            direction: p.direction,
            amount: p.amount,
            status: 'PENDING',
          });
          if (!row) return null;
          // The money leaves its wallet before the vendor hears of it.
          await deps.ledger.post(tx, {
            merchantCode: brand.merchant.code,
            currency: brand.merchant.currency,
            key: `xfer:${reference}:hold`,
            kind: 'VENDOR_TRANSFER',
            txTypeId: p.direction === 'IN' ? TxType.TransferToGame : TxType.TransferFromGame,
            memberId: member.id,
            reference,
            meta: { vendor: integration.vendorCode },
            lines: [
              { account: p.direction === 'IN' ? s.main : s.game, amount: -p.amount },
              { account: s.transit, amount: p.amount },
            ],
          });
          return row;
        });
        t ??= (await vendorsRepository.transferByRef(db, reference))!;
      }
      if (t.amount !== p.amount || t.direction !== p.direction) throw new AppError(ErrorCode.IdempotencyConflict);
      if (t.status === 'PENDING') {
        const answer = await ask(integration, brand.merchant.code, t, brand.merchant.currency);
        if (answer && answer.status !== 'NOT_FOUND') t = (await settle(brand, reference, p.accountTypeId, answer)) ?? t;
        else await vendorsRepository.updateTransfer(db, t.id, { attempts: t.attempts + 1, lastError: 'no answer' });
      }
      if (t.status === 'FAILED')
        throw new AppError(ErrorCode.ServiceUnavailable, 'The game provider refused the transfer.');
      deps.events.publish({ memberId: member.id, type: 'BALANCE', data: {} });
      return {
        successAmount: t.status === 'SUCCESS' ? minorToNumber(t.amount) : 0,
        status: t.status === 'SUCCESS' ? ('SUCCESS' as const) : ('PENDING' as const),
        reference,
      };
    },

    /**
     * Settles transfers left PENDING: asks the vendor for the reference's status, and re-sends the
     * same (idempotent) call when the vendor never received it.
     */
    reconcile: async (
      resolve: (
        t: TransferRow,
      ) => Promise<{ brand: BrandConfig; integration: IntegrationRow; accountTypeId: number } | null>,
      now = new Date(),
    ) => {
      let settled = 0;
      for (const t of await vendorsRepository.stalePendingTransfers(
        db,
        new Date(now.getTime() - RECONCILE_AFTER_MS),
        200,
      )) {
        const ctx = await resolve(t);
        if (!ctx) continue;
        let answer = await call(ctx.integration, t.merchantCode, 'status', { reference: t.reference });
        if (answer?.status === 'NOT_FOUND')
          answer = await ask(ctx.integration, t.merchantCode, t, ctx.brand.merchant.currency);
        if (answer && answer.status !== 'NOT_FOUND') {
          if (await settle(ctx.brand, t.reference, ctx.accountTypeId, answer)) settled++;
        } else {
          await vendorsRepository.updateTransfer(db, t.id, { attempts: t.attempts + 1, lastError: 'no answer' });
        }
      }
      return settled;
    },
  };
};
