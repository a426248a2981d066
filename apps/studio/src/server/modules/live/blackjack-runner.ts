import { randomBytes } from 'node:crypto';
import type { ServerMessage } from '../../../shared/live';
import { blackjack, blackjackRound, type BlackjackAction, type BlackjackState } from '../../../tables';
import type { StudioDb } from '../../db/client';
import { nodeHmac } from '../../lib/hmac';
import { newRoundId, newServerSeed, sha256 } from '../../lib/ids';
import { keyedLock } from '../../lib/keyed-lock';
import { sessionsRepository } from '../sessions/sessions.repository';
import type { StudioSession } from '../sessions/sessions.service';
import { liveRepository, type TableSeedPairRow } from './live.repository';
import type { TableWallet } from './table-wallet.service';

export type BlackjackRunner = ReturnType<typeof createBlackjackRunner>;

const ROUNDS_PER_SEED = 100;
const IDLE_MS = 10 * 60_000;
/** What a hand keeps in table_rounds.result: enough to replay it from the seeds (blackjackRound). */
type Stored = { bet: number; played: BlackjackAction[] };

/**
 * Blackjack seats each player individually: every hand is a round of the blackjack table (the
 * next nonce of the table's committed seed pair), its cards replayed from the seeds and the
 * actions taken. The bet, a double, a split and insurance are each a bet call through the wallet
 * before the card they pay for is drawn; the hand's total return is one win call.
 */
export const createBlackjackRunner = (db: StudioDb, deps: { wallet: TableWallet }) => {
  const playerLock = keyedLock();
  const open = new Map<number, string>();

  const activePair = async (): Promise<TableSeedPairRow> => {
    let pair = await liveRepository.activePair(db, 'blackjack');
    if (pair && pair.nonce >= ROUNDS_PER_SEED) {
      await liveRepository.retirePair(db, pair.id, new Date());
      pair = null;
    }
    if (pair) return pair;
    const serverSeed = newServerSeed();
    return (
      (await liveRepository.insertPair(db, {
        tableCode: 'blackjack',
        serverSeed,
        serverSeedHash: sha256(serverSeed),
        clientSeed: `blackjack:${randomBytes(6).toString('hex')}`,
      })) ?? (await liveRepository.activePair(db, 'blackjack'))!
    );
  };

  const replay = (pair: TableSeedPairRow, nonce: number, s: Stored) =>
    blackjackRound(pair.serverSeed, pair.clientSeed, nonce, s.bet, s.played, nodeHmac);

  const view = (roundId: string, pair: TableSeedPairRow, nonce: number, state: BlackjackState) => ({
    roundId,
    nonce,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    ...blackjack.publicView(state),
    actions: blackjack.actions(state),
    settlement: state.phase === 'done' ? blackjack.settle(state) : null,
  });

  const placeStake = (session: StudioSession, roundId: string, spot: string, amount: number) =>
    deps.wallet.placeBet({
      player: session.player,
      launchToken: session.session.launchToken,
      game: 'blackjack',
      tableRoundId: roundId,
      spots: [{ spot, amount }],
      amount: BigInt(amount),
    });

  /** Settles a finished hand: one win call with its total return. */
  const finish = async (session: StudioSession, roundId: string, state: BlackjackState) => {
    const total = blackjack.settle(state).total;
    const bets = (await liveRepository.betsOfRound(db, roundId)).filter((b) => b.status === 'ACCEPTED');
    const perBet = new Map(bets.map((b, i) => [b.id, i === 0 ? BigInt(total) : 0n]));
    const balances = await deps.wallet.settle(roundId, 'blackjack', [
      { player: session.player, returned: BigInt(total), betIds: bets.map((b) => b.id), perBet },
    ]);
    await liveRepository.updateRound(db, roundId, { phase: 'result' });
    open.delete(session.player.id);
    return balances.get(session.player.platformPlayerId);
  };

  /** Plays a hand out for an absent player (stand, no insurance) and settles it. */
  const autoFinish = async (roundId: string) => {
    const round = (await liveRepository.round(db, roundId))!;
    const bets = (await liveRepository.betsOfRound(db, roundId)).filter((b) => b.status === 'ACCEPTED');
    const player = bets[0] ? await sessionsRepository.player(db, bets[0].playerId) : null;
    if (!player) return liveRepository.updateRound(db, roundId, { phase: 'result', settledAt: new Date() });
    const pair = (await liveRepository.pairById(db, round.seedPairId))!;
    const stored = round.result as Stored;
    let state = replay(pair, round.nonce, stored);
    const played = [...stored.played];
    while (state.phase !== 'done') {
      const allowed = blackjack.actions(state);
      const a: BlackjackAction = allowed.includes('no-insurance') ? 'no-insurance' : 'stand';
      played.push(a);
      state = replay(pair, round.nonce, { bet: stored.bet, played });
    }
    await liveRepository.updateRound(db, roundId, { result: { bet: stored.bet, played } });
    const session = { player } as StudioSession;
    await finish(session, roundId, state);
  };

  const refusal = (status: string, errorCode?: string) =>
    status === 'REFUSED' && errorCode === 'balance.not.enough'
      ? 'studio.insufficient_funds'
      : 'studio.platform_unavailable';

  return {
    limits: blackjack.limits,

    /**
     * Hands left open (a restart, or a player gone for IDLE_MS) are stood and settled, so no
     * accepted bet waits forever.
     */
    sweepIdle: async (all = false) => {
      for (const r of await liveRepository.unsettled(db, 'blackjack')) {
        if (!all && Date.now() - r.createdAt.getTime() < IDLE_MS) continue;
        await playerLock(`round:${r.id}`, () => autoFinish(r.id)).catch(() => undefined);
      }
    },

    /** The player's hand in play, if any (a reconnect resumes it). */
    current: async (session: StudioSession) => {
      const roundId = open.get(session.player.id);
      if (!roundId) return null;
      const round = (await liveRepository.round(db, roundId))!;
      const pair = (await liveRepository.pairById(db, round.seedPairId))!;
      return view(roundId, pair, round.nonce, replay(pair, round.nonce, round.result as Stored));
    },

    deal: (session: StudioSession, amount: number) =>
      playerLock(String(session.player.id), async (): Promise<{ error: string } | { msg: ServerMessage }> => {
        if (open.has(session.player.id)) return { error: 'live.not_allowed' };
        if (amount < blackjack.limits.min || amount > blackjack.limits.max) return { error: 'live.limit' };
        const pair = await activePair();
        const roundId = newRoundId();
        const nonce = await db.transaction(async (tx) => {
          const n = await liveRepository.takeNonce(tx, pair.id);
          await liveRepository.insertRound(tx, {
            id: roundId,
            tableCode: 'blackjack',
            seedPairId: pair.id,
            nonce: n,
            phase: 'betting',
            closesAt: new Date(Date.now() + 6 * 3_600_000),
            result: { bet: amount, played: [] } satisfies Stored,
          });
          return n;
        });
        const r = await placeStake(session, roundId, 'bet', amount);
        if (r.status !== 'ACCEPTED') {
          await liveRepository.updateRound(db, roundId, { phase: 'result', settledAt: new Date() });
          return { error: refusal(r.status, 'errorCode' in r ? r.errorCode : undefined) };
        }
        open.set(session.player.id, roundId);
        const state = replay(pair, nonce, { bet: amount, played: [] });
        let balance = r.balance;
        if (state.phase === 'done') balance = (await finish(session, roundId, state)) ?? balance;
        return { msg: { t: 'bj', state: view(roundId, pair, nonce, state), balance: Number(balance) } };
      }),

    action: (session: StudioSession, action: 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'decline') =>
      playerLock(String(session.player.id), async (): Promise<{ error: string } | { msg: ServerMessage }> => {
        const roundId = open.get(session.player.id);
        if (!roundId) return { error: 'live.not_allowed' };
        const round = (await liveRepository.round(db, roundId))!;
        const pair = (await liveRepository.pairById(db, round.seedPairId))!;
        const stored = round.result as Stored;
        const state = replay(pair, round.nonce, stored);
        const a: BlackjackAction = action === 'decline' ? 'no-insurance' : action;
        if (!blackjack.actions(state).includes(a)) return { error: 'live.not_allowed' };
        const cost = blackjack.actionCost(state, a);
        let balance: bigint | undefined;
        if (cost > 0) {
          const r = await placeStake(session, roundId, a, cost);
          if (r.status !== 'ACCEPTED') return { error: refusal(r.status, 'errorCode' in r ? r.errorCode : undefined) };
          balance = r.balance;
        }
        const played: Stored = { bet: stored.bet, played: [...stored.played, a] };
        await liveRepository.updateRound(db, roundId, { result: played });
        const next = replay(pair, round.nonce, played);
        if (next.phase === 'done') balance = (await finish(session, roundId, next)) ?? balance;
        return {
          msg: {
            t: 'bj',
            state: view(roundId, pair, round.nonce, next),
            ...(balance === undefined ? {} : { balance: Number(balance) }),
          },
        };
      }),
  };
};
