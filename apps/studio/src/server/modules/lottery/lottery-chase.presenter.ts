import { minorToText } from '@pagoda/contracts';
import { betTypeByCode } from '../../../lottery';
import type { Chase } from '../../../shared/lottery-api';
import type { ChaseRow, ChaseStepRow } from './lottery-chase.repository';

/** Progress of a chase from its steps: what was played, won, refunded and is still to play. */
export const chaseProgress = (steps: ChaseStepRow[]) => {
  let done = 0;
  let won = 0;
  let remaining = 0;
  let refundedSteps = 0;
  let totalCost = 0n;
  let refunded = 0n;
  let totalWin = 0n;
  for (const s of steps) {
    const t = s.ticket;
    totalCost += t.cost;
    if (t.status === 'WON' || t.status === 'LOST') done++;
    if (t.status === 'WON') won++;
    if (t.status === 'OPEN' || t.status === 'PENDING') remaining++;
    if (t.status === 'VOID') {
      refundedSteps++;
      refunded += t.cost;
    }
    totalWin += t.win ?? 0n;
  }
  return { done, won, remaining, refundedSteps, totalCost, refunded, totalWin };
};

/** The member sees a cancel as done once asked: the runner finishes the refunds a restart interrupted. */
const shownStatus = (s: ChaseRow['status']): Chase['status'] =>
  s === 'CANCELLING' ? 'CANCELLED' : s === 'BUYING' || s === 'REFUSED' ? 'CANCELLED' : s;

/** A member's chase with its progress and its steps, at an instant (what can still be cancelled). */
export const presentChase = ({ chase, steps, at }: { chase: ChaseRow; steps: ChaseStepRow[]; at: number }): Chase => {
  const p = chaseProgress(steps);
  return {
    chaseId: chase.id,
    gameCode: chase.gameCode,
    betType: chase.betType,
    betTypeName: betTypeByCode(chase.betType)?.name ?? chase.betType,
    station: chase.station,
    position: chase.position,
    numbers: chase.numbers,
    points: Number(chase.points),
    stopOnWin: chase.stopOnWin,
    status: shownStatus(chase.status),
    periods: chase.periods,
    done: p.done,
    won: p.won,
    remaining: p.remaining,
    refundedSteps: p.refundedSteps,
    totalCost: minorToText(p.totalCost),
    refunded: minorToText(p.refunded),
    totalWin: minorToText(p.totalWin),
    createdAt: chase.createdAt.toISOString(),
    steps: steps.map((s) => ({
      step: s.step,
      numero: s.periodId,
      multiplier: Number(s.multiplier),
      ticketId: s.ticketId,
      cost: minorToText(s.ticket.cost),
      status: s.ticket.status,
      win: s.ticket.win === null ? null : minorToText(s.ticket.win),
      cancellable: s.ticket.status === 'OPEN' && s.periodStatus === 'pending' && at < s.closeAt.getTime(),
    })),
  };
};
