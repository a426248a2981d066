import { minorToText } from '@pagoda/contracts';
import { betTypeByCode, type DrawResult } from '../../../lottery';
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
