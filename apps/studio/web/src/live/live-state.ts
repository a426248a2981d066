// What a live page knows about its table, folded from the server's messages. Pure, so the rules (a new round
// clears the bets, a result lands in the history once, a reconnect's hello replaces everything) are unit-tested.
import type { ServerMessage, TableRoundView } from '../../../src/shared/live';

export type SpotLimitView = { spot: string; min: number; max: number; pays: string };
export type PlacedBet = { spot: string; amount: number };
export type Settlement = Extract<ServerMessage, { t: 'settled' }>;

export type TableView = {
  code: string;
  spots: SpotLimitView[];
  /** Round summaries, newest last. */
  history: unknown[];
  round: TableRoundView | null;
  /** This player's accepted bets in the current round. */
  myBets: PlacedBet[];
  seated: number;
  timing: { bettingMs: number; resultMs: number };
  /** The settlement of the current round, once it came. */
  settled: Settlement | null;
  /** The bets of the last round this player played (for Repeat). */
  lastBets: PlacedBet[];
  /**
   * The round whose result arrived while the page watched (it deals it with animation); a result already out
   * when the page (re)connected is shown at once.
   */
  liveResult: string | null;
  /** Blackjack: the seat's state as the server shows it. */
  bj: unknown;
};

export type LiveModel = { balance: number | null; currency: string; table: TableView | null };

export const EMPTY_MODEL: LiveModel = { balance: null, currency: '', table: null };

/** The history kept in memory: enough for the widest road and a 100-spin hot/cold window. */
export const HISTORY_CAP = 200;

const capped = (history: unknown[]): unknown[] =>
  history.length > HISTORY_CAP ? history.slice(-HISTORY_CAP) : history;

/** Folds one server message into the model. Messages that change nothing return the same model. */
export const applyMessage = (model: LiveModel, message: ServerMessage): LiveModel => {
  switch (message.t) {
    case 'hello': {
      const t = message.table;
      const before = model.table;
      if (!t) return { balance: message.balance, currency: message.currency, table: null };
      const sameRound = before?.round && t.round && before.round.roundId === t.round.roundId;
      return {
        balance: message.balance,
        currency: message.currency,
        table: {
          code: t.code,
          spots: t.spots,
          history: capped(t.history),
          round: t.round,
          myBets: t.myBets,
          seated: t.seated,
          timing: t.timing,
          settled: sameRound ? before.settled : null,
          lastBets: before?.lastBets ?? [],
          liveResult: sameRound ? before.liveResult : null,
          bj: before?.bj ?? null,
        },
      };
    }
    case 'round': {
      const table = model.table;
      if (!table) return model;
      const next = message.round;
      const prev = table.round;
      const newRound = !prev || prev.roundId !== next.roundId;
      const resultNow = next.phase === 'result' && (newRound || prev.phase !== 'result');
      const history =
        resultNow && next.summary !== null && next.summary !== undefined
          ? capped([...table.history, next.summary])
          : table.history;
      return {
        ...model,
        table: {
          ...table,
          round: next,
          seated: message.seated,
          history,
          myBets: newRound ? [] : table.myBets,
          settled: newRound ? null : table.settled,
          lastBets: newRound && table.myBets.length > 0 ? table.myBets : table.lastBets,
          liveResult: resultNow ? next.roundId : newRound ? null : table.liveResult,
        },
      };
    }
    case 'bets.ok':
      return {
        ...model,
        balance: message.balance,
        table: model.table ? { ...model.table, myBets: message.myBets } : null,
      };
    case 'settled': {
      const table = model.table;
      const forThisRound = table?.round?.roundId === message.roundId;
      return {
        ...model,
        // A settlement may come first without the balance (the platform still answering), then again with it.
        balance: message.balance ?? model.balance,
        table:
          table && forThisRound
            ? { ...table, settled: message, lastBets: message.bets.map(({ spot, amount }) => ({ spot, amount })) }
            : table,
      };
    }
    case 'bj':
      return {
        ...model,
        balance: message.balance ?? model.balance,
        table: model.table ? { ...model.table, bj: message.state } : model.table,
      };
    case 'pvp':
      return { ...model, balance: message.balance };
    case 'error':
    case 'pong':
      return model;
  }
};

/** Total of bets in minor units. */
export const betTotal = (bets: readonly PlacedBet[]): number => bets.reduce((sum, b) => sum + b.amount, 0);

/** Milliseconds of betting left at server time `now` (0 once closed). */
export const bettingLeft = (round: TableRoundView | null, now: number): number =>
  round && round.phase === 'betting' ? Math.max(0, round.closesAt - now) : 0;
