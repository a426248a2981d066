import {
  maskAccount,
  minorToNumber,
  MONEY_MISSION_METRICS,
  type MissionMetric,
  type RaffleState,
} from '@pagoda/contracts';
import type { LeaderboardRow, MissionRow, RaffleRow, RainScheduleRow } from './engagement.repository.js';

/** The member's language (EN, CN...) picks the title; English is the fallback. */
export const titleIn = (title: Record<string, string>, language: string) =>
  title[language.toLowerCase()] || title.en || '';

/** Wagering multiplier from hundredths (150 → 1.5). */
export const wageringOf = (x100: number) => x100 / 100;

/** A mission figure: money metrics as decimals, counts as they are. */
export const metricValue = (metric: MissionMetric, v: bigint) =>
  MONEY_MISSION_METRICS.includes(metric) ? minorToNumber(v) : Number(v);

/** A leaderboard score: turnover as money, a multiplier (stored × 10000) with 2 decimals. */
export const scoreValue = (metric: 'TURNOVER' | 'MULTIPLIER', v: bigint) =>
  metric === 'TURNOVER' ? minorToNumber(v) : Math.floor(Number(v) / 100) / 100;

export const prizesOf = (prizes: string[]) => prizes.map((p) => BigInt(p));

export const presentOperatorMission = (m: MissionRow, stats: { offered: number; claimed: number }) => ({
  id: m.id,
  title: m.title,
  period: m.period,
  metric: m.metric,
  category: m.category,
  target: metricValue(m.metric, m.target),
  rewardAmount: minorToNumber(m.rewardAmount),
  wagering: wageringOf(m.wageringX100),
  enabled: m.enabled,
  sort: m.sort,
  completedNow: stats.offered,
  claimedNow: stats.claimed,
});

export const presentOperatorBoard = (
  b: LeaderboardRow,
  periodKey: string,
  standings: { rank: number; account: string; score: bigint }[],
  payouts: { periodKey: string; paidAt: Date; winners: unknown[] }[],
) => ({
  id: b.id,
  title: b.title,
  period: b.period,
  metric: b.metric,
  category: b.category,
  minBet: minorToNumber(b.minBet),
  prizes: prizesOf(b.prizes).map(minorToNumber),
  wagering: wageringOf(b.wageringX100),
  enabled: b.enabled,
  periodKey,
  standings: standings.map((s) => ({ rank: s.rank, account: s.account, score: scoreValue(b.metric, s.score) })),
  payouts: payouts.map((p) => ({ periodKey: p.periodKey, paidAt: p.paidAt.getTime(), winners: p.winners.length })),
});

export const presentOperatorSchedule = (
  s: RainScheduleRow,
  nextStart: Date | null,
  rains: Record<string, unknown>[],
) => ({
  id: s.id,
  title: s.title,
  enabled: s.enabled,
  startAt: s.startAt.getTime(),
  everyMinutes: s.everyMinutes,
  durationMinutes: s.durationMinutes,
  budget: minorToNumber(s.budget),
  envelopeCount: s.envelopeCount,
  minAmount: minorToNumber(s.minAmount),
  maxAmount: minorToNumber(s.maxAmount),
  perMemberCap: s.perMemberCap,
  vipLevels: s.vipLevels ?? null,
  mustHaveDeposited: s.mustHaveDeposited,
  wagering: wageringOf(s.wageringX100),
  nextStart: nextStart?.getTime() ?? null,
  rains: rains.map((r) => ({
    id: Number(r.id),
    startsAt: new Date(String(r.starts_at)).getTime(),
    endsAt: new Date(String(r.ends_at)).getTime(),
    budget: minorToNumber(BigInt(String(r.budget))),
    claimed: Number(r.claimed),
    claimedAmount: minorToNumber(BigInt(String(r.claimed_amount))),
    envelopeCount: Number(r.envelope_count),
  })),
});

export const raffleState = (r: RaffleRow, now: Date): RaffleState =>
  r.drawnAt ? 'DRAWN' : now < r.opensAt ? 'UPCOMING' : now < r.closesAt ? 'OPEN' : 'CLOSED';

export const presentOperatorRaffle = (
  r: RaffleRow,
  now: Date,
  totals: { tickets: number; members: number },
  accounts: Map<number, string>,
) => ({
  id: r.id,
  title: r.title,
  state: raffleState(r, now),
  ticketMode: r.ticketMode,
  ticketUnit: minorToNumber(r.ticketUnit),
  opensAt: r.opensAt.getTime(),
  closesAt: r.closesAt.getTime(),
  drawAt: r.drawAt.getTime(),
  prizes: prizesOf(r.prizes).map(minorToNumber),
  wagering: wageringOf(r.wageringX100),
  seedHash: r.seedHash,
  serverSeed: r.drawnAt ? r.serverSeed : null,
  ticketListHash: r.ticketListHash,
  totalTickets: r.totalTickets ?? totals.tickets,
  participants: totals.members,
  winners: (r.winners ?? []).map((w) => ({
    prize: w.prize,
    account: accounts.get(w.memberId) ?? '',
    ticket: w.ticket,
    amount: minorToNumber(BigInt(w.amount)),
  })),
});

export { maskAccount };
