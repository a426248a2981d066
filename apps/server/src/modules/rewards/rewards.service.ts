import type { RewardSource, WageringBase } from '@pagoda/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { MemberEvents } from '../wallet/member-events.js';
import { type RewardItemRow, rewardsRepository as repo } from './rewards.repository.js';

/** What a feature offers to a member's reward centre. */
export type RewardOffer = {
  merchantCode: string;
  memberId: number;
  source: RewardSource;
  sourceRef: string;
  /** Idempotency: unique per brand; build it from the feature's ids and period. */
  key: string;
  /** Title per language; `en` is required (the fallback). */
  title: Record<string, string> & { en: string };
  amount: bigint;
  wagering?: {
    /** Multiplier in hundredths: 100 = ×1, 1500 = ×15; 0 = none. */
    x100: number;
    base: WageringBase;
    depositAmount?: bigint;
    categories?: string[] | null;
    days?: number | null;
  };
  expiresAt?: Date | null;
  meta?: Record<string, unknown>;
};

export type RewardsService = ReturnType<typeof createRewardsService>;

/**
 * The reward centre's write side for every feature: `offer` puts a claimable item in a member's
 * reward centre, once per key. Claiming, bonus grants, wagering and the withdrawal lock are the
 * bonus engine's (docs/promotions.md).
 */
export const createRewardsService = (db: Db, deps: { events: MemberEvents }) => {
  const offer = async (tx: DbOrTx, o: RewardOffer): Promise<{ item: RewardItemRow; created: boolean }> => {
    // A programming error of the offering feature, never a member's input.
    if (o.amount <= 0n) throw new Error(`reward ${o.key}: the amount must be positive`);
    const inserted = await repo.insertOffer(tx, {
      merchantCode: o.merchantCode,
      memberId: o.memberId,
      source: o.source,
      sourceRef: o.sourceRef,
      key: o.key,
      title: o.title,
      amount: o.amount,
      wageringX100: o.wagering?.x100 ?? 0,
      wageringBase: o.wagering?.base ?? 'BONUS',
      depositAmount: o.wagering?.depositAmount ?? 0n,
      categories: o.wagering?.categories ?? null,
      wageringDays: o.wagering?.days ?? null,
      expiresAt: o.expiresAt ?? null,
      meta: o.meta ?? {},
    });
    if (inserted) return { item: inserted, created: true };
    return { item: (await repo.byKey(tx, o.merchantCode, o.key))!, created: false };
  };

  return {
    offer,
    /** Claimable, unexpired items: the top bar's unclaimed count and the member centre's red badge. */
    unclaimedCount: (memberId: number, conn: DbOrTx = db) => repo.countClaimable(conn, memberId, new Date()),
    /**
     * Tells the member's open portals to refresh their reward count and balance (call after the
     * commit): an offer changes the count, a claim the balance too.
     */
    notify: (memberId: number) => {
      deps.events.publish({ memberId, type: 'REWARDS', data: {} });
      deps.events.publish({ memberId, type: 'BALANCE', data: {} });
    },
  };
};
