// Settlement: one function for every bet type, reading the rule from the catalogue.
import type { BetOdds } from './bet-types';
import { betTypeByCode, linesOf, lineHits } from './bet-types';
import type { PrizeTable, StructureCode } from './structures';
import { STRUCTURES } from './structures';
import type { Ticket } from './ticket';

/** A draw's result: one prize table per station (MB and fast games have one). */
export type DrawResult = {
  structure: StructureCode;
  tables: Readonly<Record<string, PrizeTable>>;
};

/** The odds a ticket was sold at, and the most it may win (the per-ticket payout cap), in minor units. */
export type TicketOdds = BetOdds & { maxPayout: bigint };

export type LineOutcome = { numbers: string[]; hits: number; win: bigint };

export type Settlement = {
  lines: LineOutcome[];
  /** Hits over all lines. */
  hits: number;
  /** Hits × points × payout × unitMinor, before the cap. */
  gross: bigint;
  /** What the ticket is paid: min(gross, maxPayout). */
  win: bigint;
  capped: boolean;
};

/** The table that settles a ticket: its station's, or the only one. Throws when it is missing (a caller's bug). */
export const tableFor = (result: DrawResult, ticket: Ticket): PrizeTable => {
  const stations = Object.keys(result.tables);
  const station = ticket.station ?? (stations.length === 1 ? stations[0] : undefined);
  const table = station === undefined ? undefined : result.tables[station];
  if (!table) throw new RangeError(`no result for station ${ticket.station ?? '(none)'}`);
  return table;
};

/** Hits and win of a ticket against a result; a number drawn twice counts twice for the match (lô) bets. */
export const settleTicket = (result: DrawResult, ticket: Ticket, odds: TicketOdds): Settlement => {
  const betType = betTypeByCode(ticket.betType);
  if (!betType) throw new RangeError(`unknown bet type ${ticket.betType}`);
  if (result.structure !== ticket.structure) throw new RangeError('ticket and result structures differ');
  const structure = STRUCTURES[result.structure];
  const table = tableFor(result, ticket);
  const perHit = ticket.points * odds.payout * ticket.unitMinor;
  const lines = linesOf(betType.rule, ticket.numbers).map((numbers) => {
    const hits = lineHits(structure, betType.rule, table, numbers, ticket.position);
    return { numbers, hits, win: BigInt(hits) * perHit };
  });
  const hits = lines.reduce((n, l) => n + l.hits, 0);
  const gross = BigInt(hits) * perHit;
  const cap = odds.maxPayout < 0n ? 0n : odds.maxPayout;
  return { lines, hits, gross, win: gross > cap ? cap : gross, capped: gross > cap };
};
