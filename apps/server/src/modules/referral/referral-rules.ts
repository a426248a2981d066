/** The referral conditions as a pure function (docs/promotions.md, ## VIP and referrals). */
export type ReferralConditions = { minFirstDeposit: bigint; minTurnover: bigint; withinDays: number };
export type ReferralFacts = {
  registeredAt: Date;
  /** The referee's first paid deposit (null: none yet). */
  firstDeposit: { amount: bigint; paidAt: Date } | null;
  /** Valid turnover counted inside the window. */
  turnover: bigint;
  now: Date;
};
export type ReferralOutcome = 'QUALIFIED' | 'OPEN' | 'EXPIRED';

const DAY_MS = 86_400_000;

/** The end of the referee's window: registration + N days. */
export const windowEnd = (registeredAt: Date, withinDays: number) =>
  new Date(registeredAt.getTime() + withinDays * DAY_MS);

/**
 * A referee qualifies when, inside N days of registering, their first deposit is at least X (it is
 * the first deposit that counts: a small first deposit does not qualify later) and their valid
 * turnover reaches Y. A zero X or Y is no condition. Past the window without both: expired.
 */
export const evaluateReferral = (c: ReferralConditions, f: ReferralFacts): ReferralOutcome => {
  const end = windowEnd(f.registeredAt, c.withinDays);
  const depositOk =
    c.minFirstDeposit === 0n ||
    (f.firstDeposit !== null && f.firstDeposit.paidAt < end && f.firstDeposit.amount >= c.minFirstDeposit);
  const turnoverOk = f.turnover >= c.minTurnover;
  if (depositOk && turnoverOk) return 'QUALIFIED';
  return f.now >= end ? 'EXPIRED' : 'OPEN';
};
