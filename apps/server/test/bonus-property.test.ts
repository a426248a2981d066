import { randomBytes } from 'node:crypto';
import { DEFAULT_WAGERING_WEIGHTS, ErrorCode, MAIN_WALLET, MemberType, TxType } from '@pagoda/contracts';
import { and, asc, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRounds, bonusGrants, ledgerPostings, rewardItems } from '../src/db/schema.js';
import { AppError } from '../src/lib/app-error.js';
import { COUNTED_BET_STATUSES } from '../src/modules/bonus/bonus.repository.js';
import { SystemAccount } from '../src/modules/wallet/ledger.service.js';
import { CAPTCHA, registerMember } from './helpers/accounts.js';
import { betRound, offerReward } from './helpers/rewards.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

/*
 * The bonus engine under random sequences of deposits, bets, rollbacks, claims, forfeits, waivers
 * and withdrawals (issue 16): each bonus is credited at most once, progress equals the weighted sum
 * of valid bets in the grant's window (windows of one member never overlap), a locked amount is
 * never withdrawable, and the ledger invariants hold.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TEST_CAPTCHA_CODE: CAPTCHA });
});
afterAll(async () => {
  await t.close();
});

type Cmd =
  | { k: 'deposit'; amount: number }
  | { k: 'offer'; amount: number; x100: number; cats: boolean }
  | { k: 'claim'; pick: number }
  | { k: 'bet'; stake: number; category: string; status: 'win' | 'lose' | 'tie' | 'cancel' }
  | { k: 'rollback'; pick: number }
  | { k: 'forfeit'; pick: number }
  | { k: 'waive'; pick: number }
  | { k: 'withdraw'; amount: number; edge: 'none' | 'free' | 'over' };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({
    k: fc.constant('offer' as const),
    amount: fc.integer({ min: 1, max: 20_000 }),
    x100: fc.constantFrom(0, 100, 150, 200, 1000),
    cats: fc.boolean(),
  }),
  fc.record({ k: fc.constant('claim' as const), pick: fc.nat(20) }),
  fc.record({ k: fc.constant('claim' as const), pick: fc.nat(20) }),
  fc.record({
    k: fc.constant('bet' as const),
    stake: fc.integer({ min: 1, max: 30_000 }),
    category: fc.constantFrom('RNG', 'LIVE', 'FISH', 'COCKFIGHT', 'SPORTS'),
    status: fc.constantFrom('win' as const, 'lose' as const, 'tie' as const, 'cancel' as const),
  }),
  fc.record({
    k: fc.constant('bet' as const),
    stake: fc.integer({ min: 1, max: 30_000 }),
    category: fc.constant('RNG'),
    status: fc.constant('lose' as const),
  }),
  fc.record({ k: fc.constant('rollback' as const), pick: fc.nat(20) }),
  fc.record({ k: fc.constant('forfeit' as const), pick: fc.nat(20) }),
  fc.record({ k: fc.constant('waive' as const), pick: fc.nat(20) }),
  fc.record({
    k: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 1, max: 60_000 }),
    edge: fc.constantFrom('none' as const, 'free' as const, 'over' as const),
  }),
  // Biased to the edge: exactly the free part, and one minor unit into the lock.
  fc.record({ k: fc.constant('withdraw' as const), amount: fc.constant(1), edge: fc.constant('over' as const) }),
);

const tick = () => new Promise((r) => setTimeout(r, 2));

describe('bonus engine property', () => {
  it('holds its invariants under random sequences', async () => {
    const db = t.database.db;
    const { bonus, ledger } = t.services;
    const post = (memberId: number, key: string, txTypeId: number, amount: bigint, system: SystemAccount) =>
      ledger.post(null, {
        merchantCode: TEST_MERCHANT,
        currency: 'PHP',
        key,
        kind: 'TEST',
        txTypeId,
        memberId,
        lines: [
          { account: { member: { id: memberId, type: MemberType.Player }, wallet: MAIN_WALLET }, amount },
          { account: { system }, amount: -amount },
        ],
      });
    const balanceOf = async (memberId: number) =>
      (await ledger.memberAccounts(memberId)).find((a) => a.accountTypeId === MAIN_WALLET)?.balance ?? 0n;

    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 4, maxLength: 18 }), async (cmds) => {
        const m = await registerMember(t);
        const items: number[] = [];
        const rounds: number[] = [];
        let claimsOk = 0;
        for (const c of cmds) {
          const key = randomBytes(6).toString('hex');
          switch (c.k) {
            case 'deposit':
              await post(m.id, `p-dep:${key}`, TxType.Deposit, BigInt(c.amount), SystemAccount.CashIn);
              break;
            case 'offer':
              items.push(
                (
                  await offerReward(t, m.id, BigInt(c.amount), {
                    wagering: { x100: c.x100, base: 'BONUS', categories: c.cats ? ['RNG', 'FISH'] : null },
                  })
                ).id,
              );
              break;
            case 'claim': {
              const id = items[c.pick % Math.max(1, items.length)];
              if (id === undefined) break;
              // Twice at once: at most one may credit.
              const r = await Promise.allSettled([bonus.claimItem(m.id, id), bonus.claimItem(m.id, id)]);
              claimsOk += r.filter((x) => x.status === 'fulfilled').length;
              break;
            }
            case 'bet': {
              const stake = BigInt(c.stake);
              if ((await balanceOf(m.id)) < stake) break;
              await tick();
              await post(m.id, `p-bet:${key}`, TxType.Bet, -stake, SystemAccount.VendorSettlement);
              if (c.status === 'win')
                await post(m.id, `p-win:${key}`, TxType.Win, stake * 2n, SystemAccount.VendorSettlement);
              if (c.status === 'tie' || c.status === 'cancel')
                await post(m.id, `p-ref:${key}`, TxType.BetRefund, stake, SystemAccount.VendorSettlement);
              rounds.push(
                (
                  await betRound(t, m.id, {
                    validBet: c.status === 'tie' ? 0n : stake,
                    category: c.category,
                    status: c.status,
                  })
                ).id,
              );
              await tick();
              break;
            }
            case 'rollback': {
              const id = rounds[c.pick % Math.max(1, rounds.length)];
              if (id !== undefined) await db.update(betRounds).set({ status: 'refund' }).where(eq(betRounds.id, id));
              break;
            }
            case 'forfeit':
            case 'waive': {
              const active = await db
                .select()
                .from(bonusGrants)
                .where(and(eq(bonusGrants.memberId, m.id), eq(bonusGrants.status, 'ACTIVE')))
                .orderBy(asc(bonusGrants.id));
              const g = active[c.pick % Math.max(1, active.length)];
              if (!g) break;
              // Settled bets may complete it first (forfeit refreshes): then it is no longer active.
              const notActive = (e: unknown) => {
                if (!(e instanceof AppError) || e.code !== ErrorCode.BonusNotActive) throw e;
              };
              if (c.k === 'forfeit') await bonus.forfeit(m.id, g.id, 'member').catch(notActive);
              else await bonus.waive(TEST_MERCHANT, g.id, 'operator:prop', async () => undefined).catch(notActive);
              await tick();
              break;
            }
            case 'withdraw': {
              await bonus.refresh(m.id);
              const before = await balanceOf(m.id);
              const locked = await bonus.lockedAmount(m.id);
              const freeNow = before > locked ? before - locked : 0n;
              const amount =
                c.edge === 'free' ? freeNow : c.edge === 'over' ? freeNow + BigInt(c.amount) : BigInt(c.amount);
              if (amount <= 0n || amount > before) break;
              const ok = await db
                .transaction(async (tx) => {
                  await bonus.guardOutflow(tx, TEST_MERCHANT, m.id, amount);
                  await ledger.post(tx, {
                    merchantCode: TEST_MERCHANT,
                    currency: 'PHP',
                    key: `p-wd:${key}`,
                    kind: 'WITHDRAW_HOLD',
                    txTypeId: TxType.WithdrawRequest,
                    memberId: m.id,
                    lines: [
                      {
                        account: { member: { id: m.id, type: MemberType.Player }, wallet: MAIN_WALLET },
                        amount: -amount,
                      },
                      { account: { member: { id: m.id, type: MemberType.Player }, wallet: 'HOLD' }, amount },
                    ],
                  });
                  return true;
                })
                .catch(() => false);
              // Locked bonus money is never withdrawable; anything free is.
              const free = before > locked ? before - locked : 0n;
              expect(ok, `withdraw ${amount} of ${before} with ${locked} locked`).toBe(amount <= free);
              break;
            }
          }
        }

        // Each bonus credited at most once, exactly when its item is CLAIMED.
        const mine = await db.select().from(rewardItems).where(eq(rewardItems.memberId, m.id));
        const credits = await db
          .select()
          .from(ledgerPostings)
          .where(and(eq(ledgerPostings.memberId, m.id), like(ledgerPostings.idempotencyKey, 'reward:%')));
        for (const i of mine) {
          const n = credits.filter((p) => p.idempotencyKey === `reward:${i.id}`).length;
          expect(n).toBe(i.status === 'CLAIMED' ? 1 : 0);
        }
        expect(claimsOk).toBe(mine.filter((i) => i.status === 'CLAIMED').length);

        // Progress equals the weighted valid turnover of the grant's window; windows never overlap.
        await bonus.refresh(m.id);
        const grants = await db
          .select()
          .from(bonusGrants)
          .where(eq(bonusGrants.memberId, m.id))
          .orderBy(asc(bonusGrants.id));
        const allRounds = await db.select().from(betRounds).where(eq(betRounds.memberId, m.id));
        const current = grants.find((g) => g.status === 'ACTIVE');
        if (current) {
          expect(current.countFrom).not.toBeNull();
          let hundredths = 0n;
          for (const r of allRounds) {
            if (!(COUNTED_BET_STATUSES as readonly string[]).includes(r.status)) continue;
            if (r.openedAt < current.createdAt || !r.closedAt || r.closedAt <= current.countFrom!) continue;
            if (current.categories && !current.categories.includes(r.category)) continue;
            hundredths += r.validBet * BigInt(DEFAULT_WAGERING_WEIGHTS[r.category as 'RNG'] ?? 0);
          }
          expect(current.progress).toBe(hundredths / 100n);
          expect(current.progress < current.requiredTurnover).toBe(true);
          // Only the oldest ACTIVE grant counts.
          for (const g of grants) if (g.status === 'ACTIVE' && g.id !== current.id) expect(g.countFrom).toBeNull();
        }
        const windows = grants.filter((g) => g.countFrom && g.requiredTurnover > 0n);
        for (let i = 1; i < windows.length; i++) {
          const prev = windows[i - 1]!;
          expect(prev.closedAt, `grant ${prev.id} closed before the next one counts`).not.toBeNull();
          expect(windows[i]!.countFrom!.getTime()).toBeGreaterThanOrEqual(prev.closedAt!.getTime());
        }
        // The lock is the sum of the ACTIVE grants.
        expect(await bonus.lockedAmount(m.id)).toBe(
          grants.filter((g) => g.status === 'ACTIVE').reduce((s, g) => s + g.lockedAmount, 0n),
        );

        // Ledger invariants.
        const audit = await ledger.audit(TEST_MERCHANT);
        expect(audit).toMatchObject({
          sumOfEntries: 0n,
          accountsDrifted: 0,
          negativeBalances: 0,
          unbalancedPostings: 0,
          brokenEntries: 0,
        });
      }),
      { numRuns: Number(process.env.BONUS_PROPERTY_RUNS ?? 12) },
    );
  }, 240_000);
});
