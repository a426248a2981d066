import {
  betTypeByCode,
  brandDayStart,
  type DrawRecord,
  type DrawResult,
  type LotteryGame,
  type StructureCode,
} from '../../../lottery';
import type { StudioDb } from '../../db/client';
import { LotteryOpsError, StudioAppError } from '../../lib/app-error';
import type { BetSettingsInput } from './lottery-settings.service';
import {
  type AdminDrawTotals,
  presentAdminDraw,
  presentAdminDrawDetail,
  presentBetSettings,
  presentLiabilityRow,
  presentReportRow,
} from './lottery.presenter';
import { lotteryRepository, type PeriodRow } from './lottery.repository';
import type { LotteryService } from './lottery.service';

const DAY_MS = 86_400_000;
/** Draws listed per call at most (fast games draw up to 1,440 times a day each). */
const DRAWS_LIMIT = 2_000;
const LIABILITY_ROWS = 200;

export type PrizeTables = DrawResult['tables'];

/** [from, to] brand days (Asia/Ho_Chi_Minh) as the instants [start of from, end of to), at most `maxDays` long. */
const brandRange = (from: string, to: string, maxDays: number) => {
  const start = brandDayStart(from);
  const end = brandDayStart(to) + DAY_MS;
  if (Number.isNaN(start) || Number.isNaN(end)) throw new StudioAppError('studio.bad_request', 'Not a date.');
  if (end <= start) throw new StudioAppError('studio.bad_request', '`to` is before `from`.');
  if (end - start > maxDays * DAY_MS)
    throw new StudioAppError('studio.bad_request', `At most ${maxDays} days per request.`);
  return { from: new Date(start), to: new Date(end) };
};

/**
 * The lottery's operations API behind the platform's back office: draws and their results under maker-checker,
 * voids, corrections after settlement, odds and limits, liability and reports. The platform has checked the
 * operator's permission and names them; rules of the draw live in the result state machine (lottery.service).
 */
export const createLotteryAdmin = (db: StudioDb, deps: { lottery: LotteryService; now?: () => number }) => {
  const { lottery } = deps;
  const now = deps.now ?? Date.now;
  const settings = lottery.settings;

  const totalsOf = async (p: PeriodRow): Promise<AdminDrawTotals | undefined> => {
    const [t] = await lotteryRepository.periodTotals(db, {
      from: p.drawAt,
      to: new Date(p.drawAt.getTime() + 1),
      gameCode: p.gameCode,
      periodId: p.periodId,
    });
    return t;
  };

  const detail = async (gameCode: string, periodId: string) => {
    const game = lottery.gameOf(gameCode);
    const p = await lottery.period(gameCode, periodId);
    return presentAdminDrawDetail(game, p, await totalsOf(p), now());
  };

  const regional = (gameCode: string): LotteryGame => {
    const game = lottery.gameOf(gameCode);
    if (game.kind !== 'regional')
      throw new StudioAppError(
        LotteryOpsError.DrawState,
        `${gameCode} is drawn by the house (provably fair): its results are never entered or corrected.`,
      );
    return game;
  };

  return {
    draws: async (q: { from: string; to: string; gameCode?: string | undefined }) => {
      if (q.gameCode) lottery.gameOf(q.gameCode);
      const range = brandRange(q.from, q.to, 31);
      const periods = await lotteryRepository.periodsBetween(db, range.from, range.to, q.gameCode, DRAWS_LIMIT);
      const totals = new Map(
        (await lotteryRepository.periodTotals(db, { ...range, gameCode: q.gameCode })).map((t) => [
          `${t.game_code}:${t.period_id}`,
          t,
        ]),
      );
      const at = now();
      return {
        draws: periods.map((p) =>
          presentAdminDraw(lottery.gameOf(p.gameCode), p, totals.get(`${p.gameCode}:${p.periodId}`), at),
        ),
      };
    },

    draw: detail,

    /** The maker's step: a result entered (or imported from a feed) after the cut-off. */
    enterResult: async (
      gameCode: string,
      periodId: string,
      body: { operator: string; source: 'OPERATOR' | 'FEED'; tables: PrizeTables },
    ) => {
      const game = regional(gameCode);
      const p = await lottery.period(gameCode, periodId);
      if (p.status === 'pending' && now() < p.closeAt.getTime())
        throw new StudioAppError(
          LotteryOpsError.DrawState,
          `Sales of ${periodId} are open until ${p.closeAt.toISOString()}: a result is entered after the cut-off.`,
        );
      await lottery.enterResult(
        gameCode,
        periodId,
        body.operator,
        { structure: game.structure, tables: body.tables },
        body.source === 'FEED' ? 'feed' : 'operator',
      );
      return detail(gameCode, periodId);
    },

    /** The checker's step: another operator confirms; the draw runner settles (or re-settles) it next. */
    confirm: async (gameCode: string, periodId: string, operator: string) => {
      if (!(await lottery.confirmResult(gameCode, periodId, operator)))
        throw new StudioAppError(LotteryOpsError.DrawState, 'The draw moved on; read it again.');
      return detail(gameCode, periodId);
    },

    /** Sales of a regional draw closed now, before its cut-off: a result may be entered at once. */
    close: async (gameCode: string, periodId: string, operator: string, reason: string) => {
      await lottery.closeSales(gameCode, periodId, operator, reason);
      return detail(gameCode, periodId);
    },

    void: async (gameCode: string, periodId: string, operator: string, reason: string) => {
      await lottery.voidDraw(gameCode, periodId, operator, reason);
      return detail(gameCode, periodId);
    },

    /** A corrected result of a settled draw; a second operator confirms it before anything is re-settled. */
    correct: async (gameCode: string, periodId: string, operator: string, tables: PrizeTables) => {
      const game = regional(gameCode);
      const p = await lottery.period(gameCode, periodId);
      if (p.status !== 'settled')
        throw new StudioAppError(
          LotteryOpsError.DrawState,
          `${gameCode} ${periodId} is ${p.status}: only a settled draw is corrected (enter the result instead).`,
        );
      const record = p.record as DrawRecord;
      if (
        !(await lottery.correctResult(gameCode, periodId, operator, {
          structure: record.structure ?? game.structure,
          tables,
        }))
      )
        throw new StudioAppError(LotteryOpsError.DrawState, 'The draw moved on; read it again.');
      return detail(gameCode, periodId);
    },

    betTypes: async (structure?: StructureCode) => ({
      betTypes: (await settings.all(structure)).map(presentBetSettings),
    }),

    setBetType: async (code: string, structure: StructureCode, input: BetSettingsInput) => {
      if (!betTypeByCode(code)) throw new StudioAppError('studio.not_found', `Unknown bet type ${code}.`);
      return presentBetSettings(await settings.update(code, structure, input));
    },

    /** The largest exposures of a draw, each with its pool's cap and whether it is sold out. */
    liability: async (gameCode: string, periodId: string) => {
      const game = lottery.gameOf(gameCode);
      const p = await lottery.period(gameCode, periodId);
      const all = await settings.all(game.structure);
      const rows = await lotteryRepository.topExposure(db, gameCode, periodId, LIABILITY_ROWS);
      const summary = presentAdminDraw(game, p, undefined, now());
      return {
        gameCode,
        numero: periodId,
        state: summary.state,
        rows: rows.map((r) => {
          const cap = settings.capOfPool(all, game.structure, r.pool);
          return presentLiabilityRow({
            pool: r.pool,
            number: r.number,
            exposure: r.amount,
            cap,
            soldOut: r.amount >= cap,
          });
        }),
      };
    },

    /** Settled tickets of draws in the brand days [from, to], per game and bet type. */
    report: async (q: { from: string; to: string }) => {
      const range = brandRange(q.from, q.to, 366);
      const rows = await lotteryRepository.report(db, range.from, range.to);
      return {
        rows: rows.map((r) => {
          const sales = BigInt(r.sales);
          const payout = BigInt(r.payout);
          return presentReportRow({
            gameCode: r.game_code,
            gameName: lottery.gameOf(r.game_code).name,
            betType: r.bet_type,
            betTypeName: betTypeByCode(r.bet_type)?.name ?? r.bet_type,
            tickets: r.tickets,
            sales,
            payout,
            ggr: sales - payout,
          });
        }),
      };
    },
  };
};
export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
