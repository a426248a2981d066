import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentContracts,
  agentSettlements,
  betRounds,
  ledgerEntries,
  ledgerPostings,
  members,
} from '../src/db/schema.js';
import { membersRepository } from '../src/modules/accounts/members.repository.js';
import { expectInvariants } from './helpers/ledger.js';
import { createTestApp, TEST_MERCHANT, type TestContext } from './helpers/test-app.js';

/*
 * The settlement engine under random trees and bets (issue 17): each bill is the holder's rate ×
 * its team's valid bet (computed here independently), the money posted equals the sum of the bills,
 * no contract is billed or paid twice for a period under duplicated and concurrent runs, and the
 * ledger invariants hold. Daily salary, one tier per contract (rates never above the upline's).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Node = { parent: number | null; agent: boolean; rateBps: number };
type Case = { nodes: Node[]; bets: { who: number; stake: number; win: number }[] };

/** A random tree: node 0 is the top agent; each node hangs under an earlier agent. */
const arbCase: fc.Arbitrary<Case> = fc
  .array(fc.record({ pick: fc.nat(), agent: fc.boolean(), cut: fc.integer({ min: 1, max: 100 }) }), {
    minLength: 1,
    maxLength: 10,
  })
  .chain((raw) => {
    const nodes: Node[] = [{ parent: null, agent: true, rateBps: 300 }];
    for (const r of raw) {
      const agents = nodes.map((n, i) => [n, i] as const).filter(([n]) => n.agent);
      const [parent, idx] = agents[r.pick % agents.length]!;
      nodes.push({ parent: idx, agent: r.agent, rateBps: Math.max(1, Math.floor((parent.rateBps * r.cut) / 100)) });
    }
    return fc.record({
      nodes: fc.constant(nodes),
      bets: fc.array(
        fc.record({
          who: fc.nat(nodes.length - 1),
          stake: fc.integer({ min: 1, max: 500_000 }),
          win: fc.integer({ min: 0, max: 1_000_000 }),
        }),
        { maxLength: 25 },
      ),
    });
  });

describe('settlement property', () => {
  it('bills = rate × team valid bet, paid once, money posted = Σ bills, ledger invariants hold', async () => {
    await fc.assert(
      fc.asyncProperty(arbCase, async ({ nodes, bets }) => {
        const db = t.database.db;
        const acceptedAt = new Date(Date.now() - 1_000);
        const ids: number[] = [];
        for (const n of nodes) {
          const name = `ps${randomBytes(5).toString('hex')}`;
          const row = await membersRepository.insert(db, {
            merchantCode: TEST_MERCHANT,
            account: name,
            accountKey: name,
            passwordHash: 'x',
          });
          await db
            .update(members)
            .set({ type: n.agent ? 2 : 0, uplineId: n.parent === null ? null : ids[n.parent]! })
            .where(eq(members.id, row.id));
          ids.push(row.id);
        }
        // Contracts: the platform → node 0; each agent → its direct downline, at the generated rate.
        const contractOf = new Map<number, number>();
        for (const [i, n] of nodes.entries()) {
          const [c] = await db
            .insert(agentContracts)
            .values({
              merchantCode: TEST_MERCHANT,
              kind: 'DAILY_SALARY',
              period: 'D',
              holderId: ids[i]!,
              offererId: n.parent === null ? null : ids[n.parent]!,
              status: 'E',
              terms: { tiers: [{ betVolume: '0', netLoss: '0', activeMember: 0, rateBps: n.rateBps }] },
              topRateBps: n.rateBps,
              acceptedAt,
            })
            .returning();
          contractOf.set(i, c!.id);
        }
        const closedAt = new Date(Date.now() - 500);
        if (bets.length > 0)
          await db.insert(betRounds).values(
            bets.map((b) => ({
              merchantCode: TEST_MERCHANT,
              memberId: ids[b.who]!,
              vendorCode: 'PROP',
              gameCode: 'g',
              category: 'RNG',
              roundId: randomBytes(8).toString('hex'),
              betAmount: BigInt(b.stake),
              validBet: BigInt(b.stake),
              winAmount: BigInt(b.win),
              status: (b.win > b.stake ? 'win' : 'lose') as 'win',
              openedAt: closedAt,
              closedAt,
            })),
          );

        // Duplicated and concurrent runs of the same schedule.
        const s = t.services.agentSettlement;
        await Promise.all([
          s.run('DAILY_SALARY', { mode: 'now', merchantCode: TEST_MERCHANT }),
          s.run('DAILY_SALARY', { mode: 'now', merchantCode: TEST_MERCHANT }),
        ]);
        await s.run('DAILY_SALARY', { mode: 'now', merchantCode: TEST_MERCHANT });

        // Expected: each holder's team (itself and its subtree) valid bet × its rate, floored.
        const team = (i: number): number[] => [i, ...nodes.flatMap((n, j) => (n.parent === i ? team(j) : []))];
        const cids = [...contractOf.values()];
        const bills = await db.select().from(agentSettlements).where(inArray(agentSettlements.contractId, cids));
        expect(bills).toHaveLength(nodes.length);
        for (const [i, n] of nodes.entries()) {
          const members_ = new Set(team(i));
          const valid = bets.filter((b) => members_.has(b.who)).reduce((a, b) => a + BigInt(b.stake), 0n);
          const bill = bills.find((b) => b.contractId === contractOf.get(i))!;
          expect(bill.validBet).toBe(valid);
          expect(bill.amount).toBe((valid * BigInt(n.rateBps)) / 10_000n);
          // Every agent receives before it pays, and earns at least what it pays: nothing is short.
          expect(bill.paid).toBe(bill.amount);
        }
        // The money posted for these bills is their sum, one posting per paid bill.
        const refs = bills.map((b) => `settlement:${b.id}`);
        const [posted] = await db
          .select({
            n: sql<number>`count(distinct ${ledgerPostings.id})::int`,
            credit: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
          })
          .from(ledgerPostings)
          .innerJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
          .where(and(eq(ledgerPostings.merchantCode, TEST_MERCHANT), inArray(ledgerPostings.reference, refs)));
        const sum = bills.reduce((a, b) => a + b.amount, 0n);
        expect(BigInt(posted!.credit)).toBe(sum);
        expect(posted!.n).toBe(bills.filter((b) => b.amount > 0n).length);
        await expectInvariants(t.services.ledger);
      }),
      { numRuns: 8 },
    );
  }, 180_000);
});
