import { randomBytes } from 'node:crypto';
import { fairFloats } from '../../../engine/fair';
import {
  createRoom,
  nextWake,
  pvpView,
  roomSummary,
  step,
  type PvpEffect,
  type PvpEvent,
  type PvpRoomConfig,
  type PvpState,
} from '../../../pvp';
import type { ServerMessage } from '../../../shared/live';
import type { StudioDb } from '../../db/client';
import { nodeHmac } from '../../lib/hmac';
import { newServerSeed, sha256 } from '../../lib/ids';
import { keyedLock } from '../../lib/keyed-lock';
import type { PlayerRow } from '../sessions/sessions.repository';
import type { StudioSession } from '../sessions/sessions.service';
import { liveRepository, type TableSeedPairRow } from './live.repository';
import type { TableWallet } from './table-wallet.service';

export type PvpRunner = ReturnType<typeof createPvpRunner>;

const OFFLINE_LEAVE_MS = 60_000;

/** A room member's key in the room state: unique (the studio's player id) and readable (the nickname). */
export const playerKey = (p: PlayerRow) => `${p.nickname}#${p.id}`;

type Seated = { session: StudioSession; sends: Set<(m: ServerMessage) => void>; wallet: number };

/**
 * One PvP room: the pure state machine (src/pvp) driven by players' actions and its own timers;
 * its effects move money through the platform like every round (a hand's stakes are debited
 * before any card is shown, each player's result credited once, the rake kept by the house).
 * Bots, when a room allows them, play with the house's money and never reach the wallet.
 */
export const createPvpRunner = (
  db: StudioDb,
  deps: {
    code: string;
    config: Omit<PvpRoomConfig, 'id'>;
    wallet: TableWallet;
    balanceOf: (s: StudioSession) => Promise<bigint>;
    log: (msg: string, err?: unknown) => void;
  },
) => {
  const config: PvpRoomConfig = { ...deps.config, id: `${deps.code}.${Date.now().toString(36)}` };
  let state: PvpState = createRoom(config);
  let pair: TableSeedPairRow | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const members = new Map<string, Seated>();
  const serial = keyedLock();

  const deal = (handNo: number) => fairFloats(pair!.serverSeed, pair!.clientSeed, handNo, nodeHmac);

  const broadcast = () => {
    const now = Date.now();
    for (const [key, m] of members)
      for (const send of m.sends)
        send({
          t: 'pvp',
          now,
          state: pvpView(state, key),
          balance: state.seats.find((s) => s?.player === key)?.balance ?? 0,
        });
  };

  const schedule = (deadline: number | null) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (deadline === null || stopped) return;
    // A few ms late on purpose: a timer that fires a hair early would find nothing due yet.
    timer = setTimeout(() => void apply({ type: 'tick', now: Date.now() }), Math.max(0, deadline - Date.now()) + 5);
  };

  /** Applies one event and carries out its effects, one room event at a time. */
  const apply = (event: PvpEvent) =>
    serial('room', async () => {
      const r = step(state, event, Date.now(), deal);
      state = r.state;
      const follow: PvpEvent[] = [];
      for (const e of r.effects) await effect(e, follow);
      broadcast();
      for (const f of follow) await applyNow(f);
      // Whatever happened (a refusal, an early tick), the room wakes at its next deadline.
      schedule(nextWake(state));
      return r.refused ?? null;
    });

  /** A follow-up event from an effect (a refused debit), inside the same serial section. */
  const applyNow = async (event: PvpEvent) => {
    const r = step(state, event, Date.now(), deal);
    state = r.state;
    const follow: PvpEvent[] = [];
    for (const e of r.effects) await effect(e, follow);
    broadcast();
    for (const f of follow) await applyNow(f);
  };

  const effect = async (e: PvpEffect, follow: PvpEvent[]) => {
    switch (e.type) {
      case 'timer':
        return schedule(e.deadline);
      case 'hand':
        // The hand is a table round: its row carries the fairness nonce and gates its bets.
        await liveRepository.insertRound(db, {
          id: e.handId,
          tableCode: deps.code,
          seedPairId: pair!.id,
          nonce: e.handNo,
          phase: 'betting',
          closesAt: new Date(Date.now() + 3_600_000),
        });
        return;
      case 'debit': {
        if (e.bot) return;
        const m = members.get(e.player);
        const r = m
          ? await deps.wallet.placeBet({
              player: m.session.player,
              launchToken: m.session.session.launchToken,
              game: deps.code,
              tableRoundId: e.handId,
              spots: [{ spot: 'stake', amount: e.amount }],
              amount: BigInt(e.amount),
            })
          : null;
        if (r && r.status === 'ACCEPTED')
          follow.push({ type: 'balance', player: e.player, balance: Number(r.balance) });
        else {
          // Every refused debit of a hand goes back to the room in one event.
          const failed = follow.find(
            (f): f is Extract<PvpEvent, { type: 'debit_failed' }> => f.type === 'debit_failed' && f.handId === e.handId,
          );
          if (failed) failed.players.push(e.player);
          else follow.push({ type: 'debit_failed', handId: e.handId, players: [e.player] });
        }
        return;
      }
      case 'credit': {
        if (e.bot) return;
        const m = members.get(e.player);
        if (!m) return deps.log(`pvp ${deps.code}: credit for an unknown player ${e.player}`);
        const balances = await deps.wallet.credit(e.handId, deps.code, m.session.player, BigInt(e.amount));
        const b = balances.get(m.session.player.platformPlayerId);
        if (b !== undefined) follow.push({ type: 'balance', player: e.player, balance: Number(b) });
        return;
      }
      case 'settled':
        await liveRepository.updateRound(db, e.settlement.handId, {
          phase: 'result',
          summary: e.settlement,
          settledAt: new Date(),
        });
        return;
      case 'void':
        await liveRepository.updateRound(db, e.handId, {
          phase: 'result',
          summary: { void: e.reason },
          settledAt: new Date(),
        });
        return;
      default:
        return;
    }
  };

  return {
    code: deps.code,

    start: async () => {
      // Each run of a room deals from a new committed seed pair; the previous one is revealed.
      const old = await liveRepository.activePair(db, deps.code);
      if (old) await liveRepository.retirePair(db, old.id, new Date());
      const serverSeed = newServerSeed();
      pair = (await liveRepository.insertPair(db, {
        tableCode: deps.code,
        serverSeed,
        serverSeedHash: sha256(serverSeed),
        clientSeed: `${config.id}:${randomBytes(6).toString('hex')}`,
      }))!;
    },

    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },

    summary: () => roomSummary(state),

    /** A socket of a member: gets the room view now and on every change (a reconnect resumes the seat). */
    join: (session: StudioSession, send: (m: ServerMessage) => void) => {
      const key = playerKey(session.player);
      const m: Seated = members.get(key) ?? { session, sends: new Set(), wallet: 0 };
      m.session = session;
      m.sends.add(send);
      members.set(key, m);
      if (state.seats.some((s) => s?.player === key)) void apply({ type: 'reconnect', player: key });
      else
        void deps
          .balanceOf(session)
          .then((b) => {
            m.wallet = Number(b);
          })
          .catch(() => undefined)
          .finally(broadcast);
      return () => {
        m.sends.delete(send);
        if (m.sends.size === 0 && state.seats.some((s) => s?.player === key)) {
          void apply({ type: 'disconnect', player: key });
          // A player who does not come back within a minute gives the seat up (after the hand in play).
          setTimeout(() => {
            if (!stopped && m.sends.size === 0 && state.seats.some((s) => s?.player === key))
              void apply({ type: 'leave', player: key });
          }, OFFLINE_LEAVE_MS).unref();
        }
      };
    },

    action: async (
      session: StudioSession,
      a:
        | { t: 'pvp.sit' }
        | { t: 'pvp.ready' }
        | { t: 'pvp.bet'; multiple: number }
        | { t: 'pvp.reveal' }
        | { t: 'pvp.leave' },
    ) => {
      const player = playerKey(session.player);
      if (a.t === 'pvp.ready') return apply({ type: 'ready', player });
      if (a.t === 'pvp.sit') {
        const balance = await deps.balanceOf(session);
        return apply({ type: 'sit', player, balance: Number(balance) });
      }
      if (a.t === 'pvp.bet') return apply({ type: 'bet', player, multiple: a.multiple });
      if (a.t === 'pvp.reveal') return apply({ type: 'reveal', player });
      return apply({ type: 'leave', player });
    },

    /** For tests and operations: the room's state as the server holds it. */
    state: () => state,
  };
};
