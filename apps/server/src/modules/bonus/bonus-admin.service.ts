import {
  ErrorCode,
  GAME_CATEGORIES,
  type GameCategory,
  minorToNumber,
  minorToText,
  type OperationParsedBody,
  type OperationParsedQuery,
  parseMinor,
  type OperatorBonusGridRow,
  type operatorBonusGrid,
  type operatorSaveBonusSettings,
} from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { ApprovalActor, ApprovalsPort } from '../approvals/approvals.types.js';
import type { BrandConfig } from '../brand/brand-config.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { presentGrant } from './bonus.presenter.js';
import { type BonusGrantRow, bonusRepository as repo } from './bonus.repository.js';
import type { BonusService } from './bonus.service.js';

const presentSettings = (s: { weights: Record<string, number>; maxBetWithBonus: bigint | null }) => ({
  weights: Object.fromEntries(GAME_CATEGORIES.map((c) => [c, s.weights[c] ?? 0])) as Record<GameCategory, number>,
  maxBetWithBonus: s.maxBetWithBonus === null ? null : minorToNumber(s.maxBetWithBonus),
});

export type BonusAdminService = ReturnType<typeof createBonusAdminService>;
type Actor = { actor: string; ip: string };

/** The back office's side of the bonus engine: the grants grid, waive, forfeit and the settings. */
export const createBonusAdminService = (db: Db, deps: { bonus: BonusService; operators: OperatorsService }) => {
  const row = async (grantId: number): Promise<OperatorBonusGridRow> => {
    const r = (await repo.grants(db, { grantId, limit: 1, offset: 0 })).rows[0];
    if (!r) throw new AppError(ErrorCode.NotFound);
    return {
      ...presentGrant(r.grant, r.item, 'en'),
      memberId: r.grant.memberId,
      memberAccount: r.account,
      closedBy: r.grant.closedBy,
    };
  };

  const waiveNow = async (merchantCode: string, grantId: number, remark: string, by: Actor) => {
    await deps.bonus.waive(merchantCode, grantId, by.actor, (tx, g) =>
      deps.operators.audit(
        {
          merchantCode,
          actor: by.actor,
          action: 'bonus.waive',
          target: `bonus:${g.id}`,
          detail: { memberId: g.memberId, lockedAmount: minorToText(g.lockedAmount), remark },
          ip: by.ip,
        },
        tx,
      ),
    );
    return row(grantId);
  };

  return {
    grid: async (brand: BrandConfig, q: OperationParsedQuery<typeof operatorBonusGrid>) => {
      const { rows, total } = await repo.grants(db, {
        merchantCode: brand.merchant.code,
        statuses: q.status ? [q.status] : undefined,
        source: q.source,
        account: q.account?.toLowerCase() || q.q?.toLowerCase() || undefined,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        list: rows.map((r) => ({
          ...presentGrant(r.grant, r.item, 'en'),
          memberId: r.grant.memberId,
          memberAccount: r.account,
          closedBy: r.grant.closedBy,
        })),
        total,
      };
    },

    /** Maker-checker: above the brand's bonus.waive threshold (on the locked amount) a second operator decides. */
    requestWaive: async (
      approvals: ApprovalsPort,
      brand: BrandConfig,
      maker: ApprovalActor,
      grantId: number,
      remark: string,
    ) => {
      const g: BonusGrantRow | null = await repo.grant(db, grantId);
      if (!g || g.merchantCode !== brand.merchant.code) throw new AppError(ErrorCode.NotFound, 'No such bonus.');
      if (g.status !== 'ACTIVE') throw new AppError(ErrorCode.BonusNotActive);
      return approvals.submit({
        kind: 'bonus.waive',
        maker,
        amountMinor: g.lockedAmount,
        target: `bonus:${g.id}`,
        summary: `Waive the wagering of bonus #${g.id} (${minorToText(g.lockedAmount)} locked): ${remark}`,
        payload: { grantId, remark },
      });
    },

    /** The bonus.waive executor (at once, or on a checker's approval). */
    registerApprovals: (approvals: ApprovalsPort) =>
      approvals.register('bonus.waive', async (payload, { maker, checker }) => {
        const by = checker ?? maker;
        return waiveNow(maker.merchantCode, Number(payload.grantId), String(payload.remark), by);
      }),

    forfeit: async (brand: BrandConfig, grantId: number, remark: string, by: Actor) => {
      const merchantCode = brand.merchant.code;
      const { removed } = await deps.bonus.forfeitByOperator(merchantCode, grantId, by.actor, (tx, g, taken) =>
        deps.operators.audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'bonus.forfeit',
            target: `bonus:${g.id}`,
            detail: { memberId: g.memberId, removed: minorToText(taken), remark },
            ip: by.ip,
          },
          tx,
        ),
      );
      return { grant: await row(grantId), removed: minorToNumber(removed) };
    },

    settings: async (brand: BrandConfig) => presentSettings(await deps.bonus.settings(brand.merchant.code)),

    saveSettings: async (
      brand: BrandConfig,
      body: OperationParsedBody<typeof operatorSaveBonusSettings>,
      by: Actor,
    ) => {
      const merchantCode = brand.merchant.code;
      const weights = Object.fromEntries(Object.entries(body.weights).filter(([, v]) => v !== undefined)) as Record<
        string,
        number
      >;
      const maxBet = body.maxBetWithBonus === null ? null : parseMinor(body.maxBetWithBonus);
      await deps.bonus.saveSettings(merchantCode, { weights, maxBetWithBonus: maxBet }, (tx) =>
        deps.operators.audit(
          {
            merchantCode,
            actor: by.actor,
            action: 'bonus.settings',
            target: 'bonus:settings',
            detail: { weights, maxBetWithBonus: maxBet === null ? null : minorToText(maxBet) },
            ip: by.ip,
          },
          tx,
        ),
      );
      return presentSettings(await deps.bonus.settings(merchantCode));
    },
  };
};
