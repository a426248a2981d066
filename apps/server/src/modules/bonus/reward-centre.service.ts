import { ErrorCode, type Language, minorToNumber } from '@pagoda/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { RewardsService } from '../rewards/rewards.service.js';
import { presentGrant, presentRewardItem } from './bonus.presenter.js';
import { bonusRepository as repo } from './bonus.repository.js';
import type { BonusService } from './bonus.service.js';

type Member = { id: number };

export type RewardCentreService = ReturnType<typeof createRewardCentreService>;

/** The member's side of the bonus engine: what the reward-centre page reads and does. */
export const createRewardCentreService = (db: Db, deps: { bonus: BonusService; rewards: RewardsService }) => {
  const grantWithItem = async (grantId: number) => {
    const { rows } = await repo.grants(db, { grantId, limit: 1, offset: 0 });
    const r = rows[0];
    if (!r) throw new AppError(ErrorCode.NotFound);
    return r;
  };

  return {
    centre: async (m: Member, language: Language, q: { page: number; size: number }) => {
      // Progress is recomputed on read, so the page never shows a stale figure.
      await deps.bonus.refresh(m.id);
      const now = new Date();
      const [claimable, active, history] = await Promise.all([
        repo.claimable(db, m.id, now),
        repo.grants(db, { memberId: m.id, statuses: ['ACTIVE'], limit: 100, offset: 0 }),
        repo.grants(db, {
          memberId: m.id,
          statuses: ['COMPLETED', 'FORFEITED', 'WAIVED'],
          limit: q.size,
          offset: (q.page - 1) * q.size,
        }),
      ]);
      const activeGrants = active.rows.map((r) => presentGrant(r.grant, r.item, language)).reverse();
      return {
        claimable: claimable.map((i) => presentRewardItem(i, language)),
        active: activeGrants,
        lockedAmount: minorToNumber(active.rows.reduce((s, r) => s + r.grant.lockedAmount, 0n)),
        // Summed in minor units, presented once: never a float sum of amounts.
        remainingTurnover: minorToNumber(
          active.rows.reduce(
            (s, r) =>
              s + (r.grant.requiredTurnover > r.grant.progress ? r.grant.requiredTurnover - r.grant.progress : 0n),
            0n,
          ),
        ),
        history: {
          list: history.rows.map((r) => presentGrant(r.grant, r.item, language)),
          total: history.total,
          totalPages: Math.ceil(history.total / q.size),
        },
      };
    },

    count: async (m: Member) => ({ count: await deps.rewards.unclaimedCount(m.id) }),

    claim: async (m: Member, language: Language, itemId: number) => {
      const g = await deps.bonus.claimItem(m.id, itemId, { by: 'member' });
      const r = await grantWithItem(g.id);
      return presentGrant(r.grant, r.item, language);
    },

    forfeit: async (m: Member, language: Language, grantId: number) => {
      const { grant, removed } = await deps.bonus.forfeit(m.id, grantId, 'member');
      const r = await grantWithItem(grant.id);
      return { grant: presentGrant(r.grant, r.item, language), removed: minorToNumber(removed) };
    },
  };
};
