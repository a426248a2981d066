import { buildTicket, multiplierSeries, oddsFor, periodOnSale, periodsAfter, planChase } from '../../../lottery';
import { CHASE_LIMITS, type ChaseBody } from '../../../shared/lottery-api';
import type { StudioDb } from '../../db/client';
import { StudioAppError } from '../../lib/app-error';
import { newRoundId } from '../../lib/ids';
import { wireToMinor } from '../../lib/money';
import { outboxRepository } from '../outbox/outbox.repository';
import type { PlatformClient } from '../platform/platform-client';
import { isFun, type StudioSession } from '../sessions/sessions.service';
import { lotteryChaseRepository, type ChaseRow, type ChaseStepRow } from './lottery-chase.repository';
import { lotteryRepository, type TicketRow } from './lottery.repository';
import type { LotteryConfig, LotteryService } from './lottery.service';

export type LotteryChaseService = ReturnType<typeof createLotteryChaseService>;
export type ChaseInput = Omit<ChaseBody, 'multiplier'> & {
  multiplier?: { start: number; factor: number; max?: number | undefined } | undefined;
};

/** A chase still BUYING this long after it was placed belongs to a request that died: it is refused whole. */
const ABANDONED_MS = 10 * 60_000;
const BATCH = 200;
const FINAL = new Set(['WON', 'LOST', 'VOID']);

const backoffMs = (attempts: number) => Math.min(60_000, 500 * 2 ** Math.min(attempts, 7));

/** A liability key `${pool}:${number}` split back (pools carry no colon). */
const splitKey = (key: string) => {
  const i = key.lastIndexOf(':');
  return { pool: key.slice(0, i), number: key.slice(i + 1) };
};

/**
 * Chase bets (nuôi): the same ticket over consecutive periods from the one on sale, every step an ordinary
 * lottery ticket bought through the lottery service (a wallet bet each), all of them when the chase is placed.
 * A refused step refuses the chase whole (the steps bought are rolled back through the wallet). The runner's
 * tick stops a chase after a win (stop-on-win: later steps before their cut-off are refunded) and ends the
 * chases whose tickets are all settled; cancelling refunds the steps not yet at their cut-off. Every move is a
 * conditional update of durable state, so a tick run twice or a restart part-way refunds each step once.
 */
export const createLotteryChaseService = (
  db: StudioDb,
  deps: {
    lottery: LotteryService;
    platform: PlatformClient;
    config: LotteryConfig;
    now?: () => number;
    log?: (msg: string, err?: unknown) => void;
  },
) => {
  const now = deps.now ?? Date.now;

  /** Sends a stored rollback; an unanswered one stays PENDING for the lottery's sweep to re-send. */
  const sendRollback = async (transactionId: string) => {
    const row = await outboxRepository.byTransaction(db, transactionId);
    if (!row || row.status !== 'PENDING') return;
    const answer = await deps.platform.wallet('rollback', row.body).catch((err: unknown) => ({
      kind: 'unknown' as const,
      error: String(err),
    }));
    if (answer.kind === 'ok') await outboxRepository.markDone(db, row.id, answer.value);
    else {
      const error = answer.kind === 'unknown' ? answer.error : `${answer.errorCode}: ${answer.message}`;
      await outboxRepository.retryLater(db, row.id, error, new Date(Date.now() + backoffMs(row.attempts)));
    }
  };

  /**
   * Voids one paid chase ticket and refunds it through the wallet (a rollback of its bet), once: the ticket moves
   * OPEN → VOID with its exposure released and its rollback stored in one transaction, under the period's shared
   * lock so a draw cannot start in between. Only while the period is undrawn; with `beforeCutOff`, only before
   * its cut-off (a cancel or a stop never reaches a period whose sales have closed).
   */
  const voidTicket = async (t: TicketRow, reason: string, beforeCutOff: boolean) => {
    const bet = await outboxRepository.byTransaction(db, t.betTransactionId);
    const playerId = (bet?.body as { playerId?: string } | undefined)?.playerId ?? '';
    const rbTx = `${t.id}.rb`;
    const moved = await db.transaction(async (tx) => {
      const p = await lotteryRepository.sharePeriod(tx, t.gameCode, t.periodId);
      if (!p || p.status !== 'pending') return false;
      if (beforeCutOff && now() >= p.closeAt.getTime()) return false;
      if (!(await lotteryRepository.moveTicket(tx, t.id, 'OPEN', { status: 'VOID', voidReason: reason }))) return false;
      for (const [key, amount] of Object.entries(t.exposure))
        await lotteryRepository.releaseExposure(
          tx,
          { gameCode: t.gameCode, periodId: t.periodId, ...splitKey(key) },
          BigInt(amount),
        );
      await outboxRepository.insert(tx, [
        {
          roundId: t.id,
          call: 'rollback',
          scope: 'lottery',
          transactionId: rbTx,
          status: 'PENDING',
          body: {
            playerId,
            transactionId: rbTx,
            refTransactionId: t.betTransactionId,
            roundId: t.id,
            gameCode: t.gameCode,
          },
        },
      ]);
      return true;
    });
    if (moved) await sendRollback(rbTx).catch((err: unknown) => deps.log?.('chase rollback send failed', err));
    return moved;
  };

  const cancellable = (s: ChaseStepRow, at: number) =>
    s.ticket.status === 'OPEN' && s.periodStatus === 'pending' && at < s.closeAt.getTime();

  /** Refuses a chase whose purchase failed part-way: every step bought is rolled back while its period is undrawn. */
  const refuse = async (chase: ChaseRow, reason: string) => {
    for (const s of await lotteryChaseRepository.stepsOf(db, [chase.id]))
      await voidTicket(s.ticket, `chase refused: ${reason}`, false);
    await lotteryChaseRepository.move(db, chase.id, 'BUYING', { status: 'REFUSED', endedAt: new Date(now()) });
  };

  /** Finishes a cancel: every step before its cut-off refunded, then CANCELLED (a restart resumes here). */
  const completeCancel = async (chase: ChaseRow, steps: ChaseStepRow[]) => {
    const at = now();
    for (const s of steps) if (cancellable(s, at)) await voidTicket(s.ticket, 'chase cancelled', true);
    await lotteryChaseRepository.move(db, chase.id, 'CANCELLING', { status: 'CANCELLED', endedAt: new Date(now()) });
  };

  /** One running chase after a settlement: stopped by a win (later steps refunded), finished, or left running. */
  const advance = async (chase: ChaseRow, steps: ChaseStepRow[]) => {
    const win = chase.stopOnWin ? steps.find((s) => s.ticket.status === 'WON') : undefined;
    if (win) {
      for (const s of steps)
        if (s.step > win.step && s.ticket.status === 'OPEN')
          await voidTicket(s.ticket, `chase stopped: won in ${win.periodId}`, true);
      await lotteryChaseRepository.move(db, chase.id, 'RUNNING', { status: 'WON_STOPPED', endedAt: new Date(now()) });
      return;
    }
    if (steps.every((s) => FINAL.has(s.ticket.status)))
      await lotteryChaseRepository.move(db, chase.id, 'RUNNING', { status: 'FINISHED', endedAt: new Date(now()) });
  };

  const grouped = async (chases: ChaseRow[]) => {
    const steps = await lotteryChaseRepository.stepsOf(
      db,
      chases.map((c) => c.id),
    );
    return chases.map((c) => ({ chase: c, steps: steps.filter((s) => s.chaseId === c.id) }));
  };

  const balanceOf = async (session: StudioSession) => {
    const a = await deps.platform.balance(session.player.platformPlayerId).catch(() => null);
    return a?.kind === 'ok' ? wireToMinor(a.value.balance) : null;
  };

  const ownChase = async (session: StudioSession, chaseId: string) => {
    const chase = await lotteryChaseRepository.chase(db, chaseId);
    if (!chase || chase.playerId !== session.player.id || chase.status === 'BUYING' || chase.status === 'REFUSED')
      throw new StudioAppError('studio.not_found', 'No such chase.');
    return chase;
  };

  const withSteps = async (chase: ChaseRow) => ({
    chase,
    steps: await lotteryChaseRepository.stepsOf(db, [chase.id]),
    at: now(),
  });

  return {
    /** Places a chase: the plan priced, then one ticket per period bought now; refused whole if any step is. */
    place: async (session: StudioSession, input: ChaseInput) => {
      if (isFun(session)) throw new StudioAppError('studio.trial_not_allowed');
      const game = deps.lottery.gameOf(input.gameCode);
      const odds = oddsFor(input.betType, game.structure);
      if (!odds) throw new StudioAppError('studio.bad_request', `${input.betType} is not offered on ${game.code}.`);
      // The base ticket validated and priced as the purchase will; each step costs base × its multiplier.
      const base = buildTicket(
        {
          betType: input.betType,
          structure: game.structure,
          numbers: input.numbers,
          points: BigInt(input.points),
          unitMinor: deps.config.LOTTERY_UNIT_MINOR,
          ...(input.station !== undefined ? { station: input.station } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        },
        odds,
        { minPerTicket: deps.config.LOTTERY_MIN_STAKE_MINOR },
      );
      if (!base.ok) throw new StudioAppError('studio.bad_request', base.errors.join('; '));
      const first = periodOnSale(game, now());
      const periods = [first, ...periodsAfter(game, first, input.periods - 1)];
      const m = input.multiplier ?? { start: 1, factor: 1 };
      const plan = planChase({
        periodIds: periods.map((p) => p.periodId),
        multipliers: multiplierSeries(
          periods.length,
          BigInt(m.start),
          BigInt(m.factor),
          // Doubling without a ceiling would outgrow any stake limit within a few draws.
          BigInt(m.max ?? (m.factor > 1 ? CHASE_LIMITS.maxMultiplier : Number.MAX_SAFE_INTEGER)),
        ),
        baseCost: base.cost,
        stopOnWin: input.stopOnWin,
      });
      // Short of the whole plan: refused before anything is bought (the sequence below still refuses it whole
      // if the balance moves in between).
      const balance = await balanceOf(session);
      if (balance !== null && balance < plan.total)
        throw new StudioAppError('studio.insufficient_funds', 'The balance does not cover the whole chase.');

      const id = newRoundId();
      await lotteryChaseRepository.insert(db, {
        id,
        playerId: session.player.id,
        gameCode: game.code,
        betType: base.ticket.betType,
        station: input.station ?? null,
        position: base.ticket.position ?? null,
        numbers: [...base.ticket.numbers],
        points: base.ticket.points,
        stopOnWin: input.stopOnWin,
        periods: periods.length,
        totalCost: plan.total,
        status: 'BUYING',
      });
      let last: bigint | null = null;
      try {
        for (const [i, step] of plan.steps.entries()) {
          const period = periods[i]!;
          const { ticket, balance: after } = await deps.lottery.purchase(
            session,
            {
              gameCode: game.code,
              periodId: period.periodId,
              betType: base.ticket.betType,
              numbers: [...base.ticket.numbers],
              points: Number(base.ticket.points * step.multiplier),
              station: input.station,
              position: input.position,
            },
            { ahead: true },
          );
          await lotteryChaseRepository.addStep(db, {
            chaseId: id,
            step: i,
            periodId: period.periodId,
            multiplier: step.multiplier,
            ticketId: ticket.id,
          });
          last = after ?? last;
        }
      } catch (err) {
        const chase = (await lotteryChaseRepository.chase(db, id))!;
        await refuse(chase, err instanceof StudioAppError ? err.code : 'purchase failed');
        throw err;
      }
      await lotteryChaseRepository.move(db, id, 'BUYING', { status: 'RUNNING' });
      return { ...(await withSteps((await lotteryChaseRepository.chase(db, id))!)), balance: last };
    },

    /** A member's chases with their progress, newest first. */
    list: async (session: StudioSession, limit: number) => {
      const at = now();
      return (await grouped(await lotteryChaseRepository.ofPlayer(db, session.player.id, limit))).map((g) => ({
        ...g,
        at,
      }));
    },

    /** Cancels a running chase: the steps not yet at their cut-off are refunded through the wallet. */
    cancel: async (session: StudioSession, chaseId: string) => {
      const chase = await ownChase(session, chaseId);
      if (chase.status !== 'RUNNING') throw new StudioAppError('studio.lottery_closed', 'The chase has ended.');
      const steps = await lotteryChaseRepository.stepsOf(db, [chase.id]);
      const at = now();
      if (!steps.some((s) => cancellable(s, at)))
        throw new StudioAppError('studio.lottery_closed', 'Every remaining period is past its cut-off.');
      if (!(await lotteryChaseRepository.move(db, chase.id, 'RUNNING', { status: 'CANCELLING' })))
        throw new StudioAppError('studio.lottery_closed', 'The chase has ended.');
      await completeCancel({ ...chase, status: 'CANCELLING' }, steps);
      return {
        ...(await withSteps((await lotteryChaseRepository.chase(db, chase.id))!)),
        balance: await balanceOf(session),
      };
    },

    /**
     * The runner's step after the lottery's: stop-on-win and finished chases, cancels a restart interrupted,
     * and chases whose purchase died part-way (refused whole). Idempotent: run twice, it refunds nothing twice.
     */
    tick: async (at = now()) => {
      for (const g of await grouped(await lotteryChaseRepository.inStatus(db, 'RUNNING', BATCH)))
        await advance(g.chase, g.steps);
      for (const g of await grouped(await lotteryChaseRepository.inStatus(db, 'CANCELLING', BATCH)))
        await completeCancel(g.chase, g.steps);
      for (const c of await lotteryChaseRepository.inStatus(db, 'BUYING', BATCH, new Date(at - ABANDONED_MS)))
        await refuse(c, 'purchase interrupted');
    },
  };
};
