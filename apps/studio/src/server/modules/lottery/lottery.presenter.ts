import { type LotteryDrawState, minorToText } from '@pagoda/contracts';
import {
  betTypeByCode,
  type DrawRecord,
  type DrawResult,
  type LotteryGame,
  stationByCode,
  STRUCTURES,
  type Submission,
} from '../../../lottery';
import type { BetSettings } from './lottery-settings.service';
import type { PeriodRow, TicketRow } from './lottery.repository';
import { SIMULATED_SOURCE } from './lottery.service';

/** Where a result came from: the house's provably fair draw, the demo's SIMULATED feed, or official sources. */
export const resultSource = (p: PeriodRow) =>
  p.seedHash ? ('HOUSE' as const) : p.simulated ? (SIMULATED_SOURCE as 'SIMULATED') : ('OFFICIAL' as const);

/** A drawn period: its prize tables, and for a house draw the commitment and (after the draw) the seed. */
export const presentDraw = (p: PeriodRow) => ({
  gameCode: p.gameCode,
  numero: p.periodId,
  drawTime: p.drawAt.toISOString(),
  status: p.status,
  source: resultSource(p),
  revision: p.revision,
  stations: p.stations,
  result: (p.result as DrawResult | null)?.tables ?? null,
  seedHash: p.seedHash,
  serverSeed: p.seedRevealed ? p.serverSeed : null,
});

/** A member's ticket with its numbers and, once settled, its hits per line. */
export const presentTicket = (t: TicketRow) => ({
  ticketId: t.id,
  gameCode: t.gameCode,
  numero: t.periodId,
  betType: t.betType,
  betTypeName: betTypeByCode(t.betType)?.name ?? t.betType,
  station: t.station,
  position: t.position,
  numbers: t.numbers,
  points: Number(t.points),
  cost: minorToText(t.cost),
  odds: { price: Number(t.odds.price), payout: Number(t.odds.payout) },
  status: t.status,
  win: t.win === null ? null : minorToText(t.win),
  hits: t.hits,
  lines: (t.lines as { numbers: string[]; hits: number; win: string }[] | null) ?? null,
  createdAt: t.createdAt.toISOString(),
  settledAt: t.settledAt?.toISOString() ?? null,
});
export type PresentedTicket = ReturnType<typeof presentTicket>;

// ------------------------------------------------------------------ the operations API (lottery-admin)

/** A period's ticket figures from lotteryRepository.periodTotals (none sold: undefined). */
export type AdminDrawTotals = { tickets: number; settled: number; sales: string; payout: string };

const adminState = (p: PeriodRow, at: number): LotteryDrawState => {
  switch (p.status) {
    case 'pending':
      // Closed early by an operator: closed, even before its sales had opened.
      if (p.closedEarlyAt !== null) return 'CLOSED';
      return at < p.openAt.getTime() ? 'UPCOMING' : at < p.closeAt.getTime() ? 'OPEN' : 'CLOSED';
    case 'drawn':
      return 'DRAWN';
    case 'confirmed':
      return 'CONFIRMED';
    case 'settled':
      return 'SETTLED';
    case 'cancelled':
      return 'VOID';
  }
};

/** A draw as the back office lists it: its state at `at`, tickets sold and, once settlement began, what they won. */
export const presentAdminDraw = (game: LotteryGame, p: PeriodRow, t: AdminDrawTotals | undefined, at: number) => ({
  gameCode: p.gameCode,
  gameName: game.name,
  kind:
    game.kind === 'regional' ? ('REGIONAL' as const) : game.structure === 'D5' ? ('D5' as const) : ('FAST' as const),
  numero: p.periodId,
  cutoffAt: p.closeAt.getTime(),
  drawAt: p.drawAt.getTime(),
  closedEarlyAt: p.closedEarlyAt?.getTime() ?? null,
  state: adminState(p, at),
  awaitingConfirmation: p.status === 'drawn',
  revision: p.revision,
  tickets: t?.tickets ?? 0,
  sales: minorToText(BigInt(t?.sales ?? 0)),
  payout: p.settledAt || (t?.settled ?? 0) > 0 ? minorToText(BigInt(t?.payout ?? 0)) : null,
});

/** Prize tables as the wire types them (the core's are read-only). */
const wireTables = (t: DrawResult['tables']) => t as Record<string, Record<string, string[]>>;

const submissionSource = (s: Submission) =>
  s.by === SIMULATED_SOURCE
    ? ('SIMULATED' as const)
    : s.source === 'house'
      ? ('HOUSE' as const)
      : s.source === 'feed'
        ? ('FEED' as const)
        : ('OPERATOR' as const);

/** A draw with its prize structure, results entered and confirmed, and for a house draw its seed. */
export const presentAdminDrawDetail = (game: LotteryGame, p: PeriodRow, t: AdminDrawTotals | undefined, at: number) => {
  const record = p.record as DrawRecord;
  const tiers = STRUCTURES[game.structure].tiers;
  return {
    ...presentAdminDraw(game, p, t, at),
    structure: p.stations.map((station) => ({
      station,
      stationName: stationByCode(station)?.name ?? game.name,
      prizes: tiers.map((tier) => ({ prize: tier.code, count: tier.count, digits: tier.digits })),
    })),
    result: record.result ? wireTables(record.result.tables) : null,
    submissions: record.submissions.map((s) => ({
      by: s.by,
      source: submissionSource(s),
      at: s.at,
      tables: wireTables(s.result.tables),
    })),
    confirmedBy: record.confirmedBy ?? [],
    voidReason: record.cancelReason ?? null,
    seedHash: p.seedHash,
    seed: p.seedRevealed ? p.serverSeed : null,
  };
};

const moneyOrNull = (v: bigint | null) => (v === null ? null : minorToText(v));

/** A bet type's odds and limits on a structure. */
export const presentBetSettings = (s: BetSettings) => ({
  betType: s.betType.code,
  name: s.betType.name,
  structure: s.structure,
  price: Number(s.price),
  payout: Number(s.payout),
  rtp: s.rtp,
  enabled: s.enabled,
  minPerTicket: moneyOrNull(s.minPerTicket),
  maxPerTicket: moneyOrNull(s.maxPerTicket),
  minPerNumber: moneyOrNull(s.minPerNumber),
  maxPerNumber: moneyOrNull(s.maxPerNumber),
  maxPayoutPerTicket: minorToText(s.maxPayoutPerTicket),
  liabilityCap: minorToText(s.liabilityCap),
});

export const presentLiabilityRow = (r: {
  pool: string;
  number: string;
  exposure: bigint;
  cap: bigint;
  soldOut: boolean;
}) => ({
  ...r,
  exposure: minorToText(r.exposure),
  cap: minorToText(r.cap),
});

export const presentReportRow = (r: {
  gameCode: string;
  gameName: string;
  betType: string;
  betTypeName: string;
  tickets: number;
  sales: bigint;
  payout: bigint;
  ggr: bigint;
}) => ({ ...r, sales: minorToText(r.sales), payout: minorToText(r.payout), ggr: minorToText(r.ggr) });
