import { randomBytes } from 'node:crypto';
import { betRounds } from '../../src/db/schema.js';
import type { RewardOffer } from '../../src/modules/rewards/rewards.service.js';
import type { TestContext } from './test-app.js';
import { TEST_MERCHANT } from './test-app.js';

/** Offers a reward item to a member directly through the rewards core (what a feature does). */
export const offerReward = async (t: TestContext, memberId: number, amount: bigint, o: Partial<RewardOffer> = {}) =>
  (
    await t.services.rewards.offer(t.database.db, {
      merchantCode: TEST_MERCHANT,
      memberId,
      source: 'OPERATOR',
      sourceRef: 'test',
      key: `test:${randomBytes(6).toString('hex')}`,
      title: { en: 'Test bonus', cn: '测试奖金' },
      amount,
      ...o,
    })
  ).item;

/** A settled (or rolled back) round in the betting record, as the vendor wallet API writes it. */
export const betRound = async (
  t: TestContext,
  memberId: number,
  p: {
    validBet: bigint;
    category?: string;
    status?: (typeof betRounds.$inferInsert)['status'];
    openedAt?: Date;
    closedAt?: Date;
  },
) => {
  const now = new Date();
  return (
    await t.database.db
      .insert(betRounds)
      .values({
        merchantCode: TEST_MERCHANT,
        memberId,
        vendorCode: 'TEST',
        gameCode: 'test-game',
        category: p.category ?? 'RNG',
        roundId: randomBytes(8).toString('hex'),
        betAmount: p.validBet,
        validBet: p.validBet,
        winAmount: 0n,
        status: p.status ?? 'lose',
        openedAt: p.openedAt ?? now,
        closedAt: p.status === 'initial' ? null : (p.closedAt ?? now),
      })
      .returning()
  )[0]!;
};
