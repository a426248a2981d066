import { minorToText } from '@pagoda/contracts';
import {
  betTypesFor,
  brandDayStart,
  type DrawResult,
  LOTTERY_GAMES,
  type LotteryGame,
  nextDraw,
  numberFrequency,
  REGIONS,
} from '../../../lottery';
import type { StudioDb } from '../../db/client';
import { StudioAppError } from '../../lib/app-error';
import { presentDraw, presentTicket } from './lottery.presenter';
import { lotteryRepository, type TicketStatus } from './lottery.repository';

const DAY_MS = 86_400_000;

/** Menu groups: the three regions' official draws, then the house's fast draws. */
const groupOf = (g: LotteryGame) =>
  g.kind === 'regional'
    ? { gameGroupCode: g.region, labelName: `Xổ số ${REGIONS[g.region].name}` }
    : { gameGroupCode: 'ELOTT', labelName: 'Xổ số siêu tốc' };

const STATUS_FILTER: Record<'open' | 'won' | 'lost' | 'void' | 'all', TicketStatus[] | null> = {
  open: ['PENDING', 'OPEN'],
  won: ['WON'],
  lost: ['LOST'],
  void: ['VOID'],
  all: null,
};
export type TicketFilter = keyof typeof STATUS_FILTER;

/** The lottery's public reads, which the platform proxies as the spec's /lgw calls (bare JSON). */
export const createLotteryReads = (db: StudioDb, deps: { now?: () => number; unitMinor?: bigint } = {}) => {
  const now = deps.now ?? Date.now;
  // The brand's unit (price and payout are in units), so the betting view prices a slip as the purchase will.
  const unit = minorToText(deps.unitMinor ?? 100n);
  const gameOf = (code: string) => {
    const g = LOTTERY_GAMES.find((x) => x.code === code);
    if (!g) throw new StudioAppError('studio.not_found', `Unknown lottery game ${code}.`);
    return g;
  };

  /** The current numero of a game: the next draw, whether it still sells, seconds to its cut-off. */
  const current = (g: LotteryGame, at: number) => {
    const p = nextDraw(g, at);
    return {
      numero: p.periodId,
      isSale: at >= p.openAt && at < p.closeAt,
      remainTime: Math.max(0, Math.ceil((p.closeAt - at) / 1000)),
      lockTime: Math.round((p.drawAt - p.closeAt) / 1000),
      openTime: new Date(p.openAt).toISOString(),
      closeTime: new Date(p.closeAt).toISOString(),
      drawTime: new Date(p.drawAt).toISOString(),
      stations: p.stations,
    };
  };

  return {
    /** Games grouped by region and kind: map gameGroupCode → { gameGroupCode, labelName, gameMenus[] }. */
    menu: () => {
      const at = now();
      const groups: Record<string, { gameGroupCode: string; labelName: string; gameMenus: unknown[] }> = {};
      for (const g of LOTTERY_GAMES) {
        const group = groupOf(g);
        (groups[group.gameGroupCode] ??= { ...group, gameMenus: [] }).gameMenus.push({
          gameCode: g.code,
          gameName: g.name,
          kind: g.kind,
          region: g.kind === 'regional' ? g.region : null,
          structure: g.structure,
          intervalSeconds: g.kind === 'fast' ? g.intervalSeconds : 86_400,
          cutOffSeconds: g.cutOffSeconds,
          unit,
          betTypes: betTypesFor(g.structure).map((b) => {
            const odds = b.defaults[g.structure]!;
            return { code: b.code, name: b.name, price: Number(odds.price), payout: Number(odds.payout) };
          }),
          currentNumero: current(g, at),
        });
      }
      return groups;
    },

    /** The opened period of every game (current numero, isSale, remainTime, lockTime) with its seed commitment. */
    opened: async () => {
      const at = now();
      const rows = new Map(
        (await lotteryRepository.onSale(db, new Date(at))).map((r) => [`${r.gameCode}:${r.periodId}`, r]),
      );
      return LOTTERY_GAMES.map((g) => {
        const c = current(g, at);
        const row = rows.get(`${g.code}:${c.numero}`);
        // An operator closed the draw's sales early: its cut-off is the stored one, not the schedule's.
        const early = row?.closedEarlyAt ? row.closeAt.getTime() : null;
        const closed =
          early === null
            ? {}
            : {
                isSale: false,
                remainTime: 0,
                lockTime: Math.round((Date.parse(c.drawTime) - early) / 1000),
                closeTime: new Date(early).toISOString(),
              };
        return { gameCode: g.code, ...c, ...closed, seedHash: row?.seedHash ?? null };
      });
    },

    /** The latest result of each game. */
    recent: async () => {
      const latest = await lotteryRepository.latestResults(db);
      const out = [];
      for (const r of latest) {
        const p = await lotteryRepository.period(db, r.game_code, r.period_id);
        if (p) out.push(presentDraw(p));
      }
      return out;
    },

    /** Results of a game, newest first: one brand day's draws (date YYYY-MM-DD, UTC+7) or the latest ones. */
    results: async (gameCode: string, opts: { date?: string | undefined; limit: number }) => {
      gameOf(gameCode);
      const from = opts.date ? new Date(brandDayStart(opts.date)) : undefined;
      const to = from ? new Date(from.getTime() + DAY_MS) : undefined;
      return (await lotteryRepository.results(db, { gameCode, from, to, limit: opts.limit })).map(presentDraw);
    },

    /** How often each 2-digit ending came in the last `count` results of a game (the spec's Vietnamese numbers). */
    frequency: async (gameCode: string, count: number) => {
      gameOf(gameCode);
      const rows = await lotteryRepository.results(db, { gameCode, limit: count });
      const f = numberFrequency(
        rows.reverse().map((r) => r.result as DrawResult),
        { last: count },
      );
      return {
        gameCode,
        draws: f.draws,
        hot: f.hot,
        cold: f.cold,
        numbers: f.counts.map((c, n) => ({ number: String(n).padStart(2, '0'), count: c, sinceLast: f.sinceLast[n] })),
      };
    },

    /** A platform player's tickets (the platform asks by its own player id); none for a player never seen. */
    ticketsOfPlatformPlayer: async (platformPlayerId: string, filter: TicketFilter, limit: number) => {
      const id = await lotteryRepository.playerIdOf(db, platformPlayerId);
      return id === null
        ? []
        : (await lotteryRepository.ticketsOfPlayer(db, id, STATUS_FILTER[filter], limit)).map(presentTicket);
    },

    /** A player's tickets, newest first (open, won, lost, void or all). */
    tickets: async (playerId: number, filter: TicketFilter, limit: number) =>
      (await lotteryRepository.ticketsOfPlayer(db, playerId, STATUS_FILTER[filter], limit)).map(presentTicket),
  };
};
export type LotteryReads = ReturnType<typeof createLotteryReads>;
