import { describe, expect, it } from 'vitest';
import { deriveMemberStatus, type StatusFacts } from './promotion-status.js';

const now = new Date('2026-11-27T12:00:00Z');
const member = (over: Partial<NonNullable<StatusFacts['member']>> = {}): NonNullable<StatusFacts['member']> => ({
  eligible: true,
  joined: false,
  periodItem: null,
  hasClaimable: false,
  limitReached: false,
  checkedInToday: false,
  application: null,
  ...over,
});
const facts = (p: Partial<StatusFacts['promotion']> = {}, m: StatusFacts['member'] = member()): StatusFacts => ({
  promotion: {
    state: 'LIVE',
    mechanic: 'FIXED',
    startAt: new Date('2026-11-01T00:00:00Z'),
    endAt: new Date('2026-12-31T00:00:00Z'),
    requiresJoin: false,
    budgetExhausted: false,
    ...p,
  },
  now,
  member: m,
});

describe('deriveMemberStatus', () => {
  it('gives visitors no status on a live promotion', () => {
    expect(deriveMemberStatus(facts({}, null))).toBeNull();
  });
  it('shows coming soon before the window and for a draft', () => {
    expect(deriveMemberStatus(facts({ startAt: new Date('2026-12-01T00:00:00Z') }))).toBe('coming_soon');
    expect(deriveMemberStatus(facts({ startAt: new Date('2026-12-01T00:00:00Z') }, null))).toBe('coming_soon');
    expect(deriveMemberStatus(facts({ state: 'DRAFT' }))).toBe('coming_soon');
  });
  it('shows closed after the window or when ended', () => {
    expect(deriveMemberStatus(facts({ endAt: new Date('2026-11-27T12:00:00Z') }))).toBe('closed');
    expect(deriveMemberStatus(facts({ state: 'ENDED' }, null))).toBe('closed');
  });
  it('keeps claim for a waiting reward even after the promotion ended', () => {
    expect(deriveMemberStatus(facts({ state: 'ENDED' }, member({ hasClaimable: true })))).toBe('claim');
  });
  it('FIXED: claim, claimed, closed when ineligible or the budget is spent', () => {
    expect(deriveMemberStatus(facts())).toBe('claim');
    expect(deriveMemberStatus(facts({}, member({ periodItem: 'CLAIMED' })))).toBe('claimed');
    expect(deriveMemberStatus(facts({}, member({ limitReached: true })))).toBe('claimed');
    expect(deriveMemberStatus(facts({}, member({ eligible: false })))).toBe('closed');
    expect(deriveMemberStatus(facts({ budgetExhausted: true }))).toBe('closed');
  });
  it('DEPOSIT_MATCH: join, then processing until the deposit, then claim and claimed', () => {
    const dm = { mechanic: 'DEPOSIT_MATCH' as const, requiresJoin: true };
    expect(deriveMemberStatus(facts(dm))).toBe('join');
    expect(deriveMemberStatus(facts(dm, member({ joined: true })))).toBe('processing');
    expect(deriveMemberStatus(facts({ ...dm, requiresJoin: false }))).toBe('processing');
    expect(deriveMemberStatus(facts(dm, member({ joined: true, hasClaimable: true })))).toBe('claim');
    expect(deriveMemberStatus(facts(dm, member({ joined: true, periodItem: 'CLAIMED' })))).toBe('claimed');
    expect(deriveMemberStatus(facts(dm, member({ eligible: false })))).toBe('closed');
  });
  it('REBATE: processing while the period runs, claim when offered', () => {
    expect(deriveMemberStatus(facts({ mechanic: 'REBATE' }))).toBe('processing');
    expect(deriveMemberStatus(facts({ mechanic: 'REBATE' }, member({ hasClaimable: true })))).toBe('claim');
    expect(deriveMemberStatus(facts({ mechanic: 'REBATE', budgetExhausted: true }))).toBe('closed');
  });
  it('CHECKIN: claim until signed today', () => {
    expect(deriveMemberStatus(facts({ mechanic: 'CHECKIN' }))).toBe('claim');
    expect(deriveMemberStatus(facts({ mechanic: 'CHECKIN' }, member({ checkedInToday: true })))).toBe('signed');
    expect(deriveMemberStatus(facts({ mechanic: 'CHECKIN' }, member({ eligible: false })))).toBe('closed');
    // Signed wins over the day's reward still waiting in the reward centre.
    expect(
      deriveMemberStatus(facts({ mechanic: 'CHECKIN' }, member({ checkedInToday: true, hasClaimable: true }))),
    ).toBe('signed');
  });
  it('APPLICATION: join (apply), applying, rejected, issued, claimed', () => {
    const ap = { mechanic: 'APPLICATION' as const };
    expect(deriveMemberStatus(facts(ap))).toBe('join');
    expect(deriveMemberStatus(facts(ap, member({ application: 'APPLYING' })))).toBe('applying');
    expect(deriveMemberStatus(facts(ap, member({ application: 'REJECTED' })))).toBe('rejected');
    expect(deriveMemberStatus(facts(ap, member({ application: 'ISSUED', hasClaimable: true })))).toBe('issued');
    expect(deriveMemberStatus(facts(ap, member({ application: 'ISSUED', periodItem: 'CLAIMED' })))).toBe('claimed');
    expect(deriveMemberStatus(facts(ap, member({ eligible: false })))).toBe('closed');
  });
});
