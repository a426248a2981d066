import { expect } from 'vitest';
import { membersRepository } from '../../src/modules/accounts/members.repository.js';
import { type AccountSpec, type LedgerService, SystemAccount } from '../../src/modules/wallet/ledger.service.js';
import { TEST_MERCHANT, type TestContext } from './test-app.js';

/** Fixtures for tests that drive the ledger directly, below the HTTP API. */

export type LedgerMember = { id: number; type: number };

let seq = 0;

/** A member row with a unique name and no money yet. */
export const newLedgerMember = async (t: TestContext, prefix = 'lm'): Promise<LedgerMember> => {
  const name = `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;
  const row = await membersRepository.insert(t.database.db, {
    merchantCode: TEST_MERCHANT,
    account: name,
    accountKey: name,
    passwordHash: 'x',
  });
  return { id: row.id, type: 0 };
};

/** The member's main wallet. */
export const mainWallet = (member: LedgerMember): AccountSpec => ({ member, wallet: 2 });

/** The test's cash-in account: where the money of a test deposit comes from. */
export const testCashIn: AccountSpec = { system: SystemAccount.CashIn, part: 'TEST' };

/**
 * Credits `amount` to the member's main wallet in one balanced posting, from the test cash-in
 * account as a deposit unless told otherwise.
 */
export const fund = (
  ledger: LedgerService,
  member: LedgerMember,
  amount: bigint,
  opts: { key?: string; from?: AccountSpec; kind?: string; txTypeId?: number } = {},
) =>
  ledger.post(null, {
    merchantCode: TEST_MERCHANT,
    currency: 'PHP',
    key: opts.key ?? `fund-${member.id}-${amount}`,
    kind: opts.kind ?? 'DEPOSIT',
    txTypeId: opts.txTypeId ?? 1101,
    memberId: member.id,
    lines: [
      { account: opts.from ?? testCashIn, amount: -amount },
      { account: mainWallet(member), amount },
    ],
  });

/**
 * The books' invariants: entries sum to zero, every balance equals the sum of its entries, no
 * member balance is negative, every posting balances and every entry chains to the one before.
 */
export const expectInvariants = async (ledger: LedgerService, merchant = TEST_MERCHANT) => {
  expect(await ledger.audit(merchant)).toMatchObject({
    sumOfEntries: 0n,
    accountsDrifted: 0,
    negativeBalances: 0,
    unbalancedPostings: 0,
    brokenEntries: 0,
  });
};
