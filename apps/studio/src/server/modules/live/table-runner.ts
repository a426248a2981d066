import { randomBytes } from 'node:crypto';
import type { ServerMessage, TableRoundView } from '../../../shared/live';
import { TABLES, tableRound } from '../../../tables';
import type { SharedTableDef, SharedTableGame } from '../../../tables/types';
import type { StudioDb } from '../../db/client';
import { nodeHmac } from '../../lib/hmac';
import { newRoundId, newServerSeed, sha256 } from '../../lib/ids';
import { type PlayerRow, sessionsRepository } from '../sessions/sessions.repository';
import type { StudioSession } from '../sessions/sessions.service';
import { liveRepository, type TableRoundRow, type TableSeedPairRow } from './live.repository';
import type { TableWallet } from './table-wallet.service';

export type TableTiming = { bettingMs: number; closedMs: number; resultMs: number };
export type TableRunner = ReturnType<typeof createTableRunner>;

/** A table's seed pair deals this many rounds, then its server seed is revealed and a new one committed. */
const ROUNDS_PER_SEED = 100;
const HISTORY = 72;

type Listener = { player: PlayerRow; send: (m: ServerMessage) => void };

/**
 * One shared table: rounds run one after another on the server — a betting window, bets closed,
 * the result drawn from the table's committed seed pair, every seated player's bets settled
 * through the platform — and everyone seated sees the same round at the same time.
 */
export const createTableRunner = (
  db: StudioDb,
  deps: { game: SharedTableGame; wallet: TableWallet; timing: TableTiming; log: (msg: string, err?: unknown) => void },
) => {
  const def = TABLES[deps.game] as SharedTableDef<unknown>;
  const listeners = new Set<Listener>();
  let current: { round: TableRoundRow; pair: TableSeedPairRow } | null = null;
  let history: unknown[] = [];
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const view = (r: TableRoundRow, pair: TableSeedPairRow): TableRoundView => ({
    roundId: r.id,
    nonce: r.nonce,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    phase: r.phase,
    closesAt: r.closesAt.getTime(),
    result: r.phase === 'result' ? r.result : null,
    summary: r.phase === 'result' ? r.summary : null,
  });

  const broadcast = () => {
    if (!current) return;
    const m: ServerMessage = {
      t: 'round',
      now: Date.now(),
      round: view(current.round, current.pair),
      seated: listeners.size,
    };
    for (const l of listeners) l.send(m);
  };

  const activePair = async () => {
    const found = await liveRepository.activePair(db, deps.game);
    if (found) return found;
    const serverSeed = newServerSeed();
    return (
      (await liveRepository.insertPair(db, {
        tableCode: deps.game,
        serverSeed,
        serverSeedHash: sha256(serverSeed),
        clientSeed: `${deps.game}:${randomBytes(6).toString('hex')}`,
      })) ?? (await liveRepository.activePair(db, deps.game))!
    );
  };

  const later = (ms: number, fn: () => Promise<void>) => {
    if (stopped) return;
    timer = setTimeout(() => {
      fn().catch((err: unknown) => {
        deps.log(`table ${deps.game}: round step failed, retrying`, err);
        later(2_000, fn);
      });
    }, ms);
  };

  const open = async () => {
    let pair = await activePair();
    if (pair.nonce >= ROUNDS_PER_SEED) {
      await liveRepository.retirePair(db, pair.id, new Date());
      pair = await activePair();
    }
    const round = await db.transaction(async (tx) => {
      const nonce = await liveRepository.takeNonce(tx, pair.id);
      const row: TableRoundRow = {
        id: newRoundId(),
        tableCode: deps.game,
        seedPairId: pair.id,
        nonce,
        phase: 'betting',
        closesAt: new Date(Date.now() + deps.timing.bettingMs),
        result: null,
        summary: null,
        createdAt: new Date(),
        settledAt: null,
      };
      await liveRepository.insertRound(tx, row);
      return row;
    });
    current = { round, pair: { ...pair, nonce: round.nonce + 1 } };
    broadcast();
    later(deps.timing.bettingMs, () => finish(round.id));
  };

  /** Closes betting, draws, settles and opens the next round (also used for rounds a crash left open). */
  const finish = async (roundId: string) => {
    await deps.wallet.closeBetting(roundId);
    let round = (await liveRepository.round(db, roundId))!;
    const pair = (await liveRepository.pairById(db, round.seedPairId))!;
    if (current?.round.id === roundId) {
      current.round = round;
      broadcast();
    }
    await deps.wallet.resolvePending(roundId);
    const result = round.result ?? tableRound(deps.game, pair.serverSeed, pair.clientSeed, round.nonce, nodeHmac);
    const summary = def.summary(result);
    await liveRepository.updateRound(db, roundId, { phase: 'result', result, summary });
    round = { ...round, phase: 'result', result, summary };
    history = [...history, summary].slice(-HISTORY);
    if (current?.round.id === roundId) {
      current.round = round;
      broadcast();
    }
    // The players' returns, stored with their win calls, then sent.
    const byPlayer = new Map<number, { bets: { id: number; spots: { spot: string; amount: number }[] }[] }>();
    for (const b of await liveRepository.betsOfRound(db, roundId)) {
      if (b.status !== 'ACCEPTED') continue;
      const p = byPlayer.get(b.playerId) ?? { bets: [] };
      p.bets.push({ id: b.id, spots: b.spots });
      byPlayer.set(b.playerId, p);
    }
    const returns = [];
    const details = new Map<number, { spot: string; amount: number; returned: number }[]>();
    for (const [playerId, p] of byPlayer) {
      const player = (await playerOf(playerId))!;
      const perBet = new Map<number, bigint>();
      const lines: { spot: string; amount: number; returned: number }[] = [];
      for (const b of p.bets) {
        let sum = 0;
        for (const s of b.spots) {
          const back = def.settle(s.spot, s.amount, result);
          sum += back;
          lines.push({ spot: s.spot, amount: s.amount, returned: back });
        }
        perBet.set(b.id, BigInt(sum));
      }
      details.set(playerId, lines);
      returns.push({
        player,
        returned: [...perBet.values()].reduce((a, x) => a + x, 0n),
        betIds: p.bets.map((b) => b.id),
        perBet,
      });
    }
    if (!round.settledAt) {
      const balances = await deps.wallet.settle(roundId, deps.game, returns);
      for (const r of returns) {
        const balance = balances.get(r.player.platformPlayerId);
        for (const l of listeners)
          if (l.player.id === r.player.id)
            l.send({
              t: 'settled',
              roundId,
              bets: details.get(r.player.id) ?? [],
              win: Number(r.returned),
              ...(balance === undefined ? {} : { balance: Number(balance) }),
            });
      }
    }
    if (current?.round.id === roundId || !current) later(deps.timing.closedMs + deps.timing.resultMs, open);
  };

  const players = new Map<number, PlayerRow>();
  const playerOf = async (id: number) => players.get(id) ?? null;

  return {
    game: deps.game,
    def,

    start: async () => {
      history = (await liveRepository.recentResults(db, deps.game, HISTORY)).map((r) => r.summary).reverse();
      const open_ = await liveRepository.unsettled(db, deps.game);
      // Rounds a restart interrupted are finished first (bets closed, drawn, settled), then play goes on.
      for (const r of open_) {
        for (const b of await liveRepository.betsOfRound(db, r.id))
          if (!players.has(b.playerId)) {
            const p = await sessionsRepository.player(db, b.playerId);
            if (p) players.set(p.id, p);
          }
        current = null;
        await finish(r.id).catch((err: unknown) => deps.log(`table ${deps.game}: recovery of ${r.id} failed`, err));
      }
      if (timer) clearTimeout(timer);
      await open();
    },

    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },

    join: (player: PlayerRow, send: (m: ServerMessage) => void) => {
      players.set(player.id, player);
      const l = { player, send };
      listeners.add(l);
      broadcast();
      return () => {
        listeners.delete(l);
        broadcast();
      };
    },

    snapshot: async (player: PlayerRow) => {
      const myBets = current ? await myBetsOf(current.round.id, player.id) : [];
      return {
        code: deps.game,
        spots: def.spots,
        history,
        round: current ? view(current.round, current.pair) : null,
        myBets,
        seated: listeners.size,
        timing: { bettingMs: deps.timing.bettingMs, resultMs: deps.timing.closedMs + deps.timing.resultMs },
      };
    },

    /** Bets of one request: validated against the spots and limits, then placed through the wallet. */
    bet: async (session: StudioSession, roundId: string, bets: { spot: string; amount: number }[]) => {
      if (!current || current.round.id !== roundId) return { error: 'live.wrong_round' as const };
      if (current.round.phase !== 'betting' || current.round.closesAt.getTime() <= Date.now())
        return { error: 'live.betting_closed' as const };
      const mine = await myBetsOf(roundId, session.player.id);
      const totals = new Map(mine.map((b) => [b.spot, b.amount]));
      for (const b of bets) {
        if (!def.isSpot(b.spot)) return { error: 'live.bad_spot' as const };
        totals.set(b.spot, (totals.get(b.spot) ?? 0) + b.amount);
      }
      for (const b of bets) {
        const limit = def.spots.find((s) => s.spot === b.spot || s.spot === b.spot.split(':')[0]);
        const total = totals.get(b.spot)!;
        if (limit && (total < limit.min || total > limit.max)) return { error: 'live.limit' as const };
      }
      const amount = bets.reduce((s, b) => s + BigInt(b.amount), 0n);
      const r = await deps.wallet.placeBet({
        player: session.player,
        launchToken: session.session.launchToken,
        game: deps.game,
        tableRoundId: roundId,
        spots: bets,
        amount,
      });
      if (r.status === 'CLOSED') return { error: 'live.betting_closed' as const };
      if (r.status === 'REFUSED')
        return {
          error:
            r.errorCode === 'balance.not.enough'
              ? ('studio.insufficient_funds' as const)
              : ('studio.session_ended' as const),
        };
      if (r.status === 'PENDING') return { error: 'studio.platform_unavailable' as const };
      return { myBets: await myBetsOf(roundId, session.player.id), balance: r.balance };
    },
  };

  async function myBetsOf(roundId: string, playerId: number) {
    const sums = new Map<string, number>();
    for (const b of await liveRepository.betsOfPlayer(db, roundId, playerId))
      if (b.status === 'ACCEPTED') for (const s of b.spots) sums.set(s.spot, (sums.get(s.spot) ?? 0) + s.amount);
    return [...sums].map(([spot, amount]) => ({ spot, amount }));
  }
};
