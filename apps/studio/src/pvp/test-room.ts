// Helpers for the PvP tests: rigged decks, and a table driver that plays the server's part (wallet, timers).
import { fairFloats } from '../engine/fair';
import type { FloatSource } from '../engine/types';
import { DECK_SIZE, parseCards, type Card } from './cards';
import { createRoom, nextWake, step, type DealSource } from './room';
import type { PvpEffect, PvpEvent, PvpRoomConfig, PvpState, PvpStepResult } from './types';

export const baseConfig = (over: Partial<PvpRoomConfig> = {}): PvpRoomConfig => ({
  id: 'nn-test',
  stake: 100,
  seats: 4,
  rakePermille: 50,
  betMultiples: [1, 2, 3, 5],
  turnMs: { ready: 5_000, bet: 8_000, reveal: 10_000 },
  botsAllowed: false,
  ...over,
});

/** The fair deal the server uses: the room's seed pair with the hand number as nonce. */
export const fairDeal =
  (serverSeed: string, clientSeed: string): DealSource =>
  (handNo) =>
    fairFloats(serverSeed, clientSeed, handNo);

/**
 * Floats that make shuffleDeck produce a deck starting with the given cards (the rest in id order), followed by
 * extra floats (the bots' bets). Each float is the middle of the interval that picks the wanted index.
 */
export const riggedFloats = (top: readonly Card[], extra: readonly number[] = []): number[] => {
  if (new Set(top).size !== top.length) throw new Error('riggedFloats: a card is dealt twice');
  const rest = Array.from({ length: DECK_SIZE }, (_, i) => i).filter((c) => !top.includes(c));
  const wanted = [...top, ...rest];
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => i);
  const floats: number[] = [];
  for (let i = DECK_SIZE - 1; i >= 1; i--) {
    const j = deck.indexOf(wanted[i]!);
    floats.push((j + 0.5) / (i + 1));
    deck[j] = deck[i]!;
    deck[i] = wanted[i]!;
  }
  return [...floats, ...extra];
};

export const listSource = (floats: readonly number[]): FloatSource => {
  let i = 0;
  return {
    next() {
      const f = floats[i];
      if (f === undefined) throw new Error('listSource ran out of floats');
      i++;
      return f;
    },
  };
};

/** A deal whose hand handNo gets the listed hands (5 codes each, in dealing order); other hands are fair. */
export const riggedDeal =
  (hands: Record<number, { cards: string[]; extra?: number[] }>, fallback = fairDeal('rig', 'rig')): DealSource =>
  (handNo) => {
    const rig = hands[handNo];
    return rig ? listSource(riggedFloats(parseCards(rig.cards.join(' ')), rig.extra)) : fallback(handNo);
  };

export type Driver = {
  state: PvpState;
  now: number;
  /** Wallets of humans; the server's view of the money. */
  wallet: Map<string, number>;
  /** The house bot account's running result. */
  botAccount: number;
  rake: number;
  /** Debits the wallet refused (reported back with debit_failed). */
  debitFailures: number;
  effects: PvpEffect[];
  /** Σ (credits − successful debits) + rake per hand id, and whether the hand is over. */
  hands: Map<string, { sum: number; closed: boolean }>;
  send(event: PvpEvent): PvpStepResult;
  /** Moves the clock to t, ticking at every wake on the way. */
  runTo(t: number): void;
  /** Ticks at the next wake (if any); returns false when nothing is scheduled. */
  wake(): boolean;
};

/**
 * Drives a room the way the server must: effects in order, debits against the wallet (a refused one is reported
 * back with debit_failed at once), credits only for what was debited, a tick at every timer.
 */
export const createDriver = (config: PvpRoomConfig, deal: DealSource, wallet = new Map<string, number>()): Driver => {
  const debited = new Map<string, Map<string, number>>();
  const d: Driver = {
    state: createRoom(config),
    now: 0,
    wallet,
    botAccount: 0,
    rake: 0,
    debitFailures: 0,
    effects: [],
    hands: new Map(),
    send(event) {
      const result = step(d.state, event, d.now, deal);
      d.state = result.state;
      d.effects.push(...result.effects);
      const failed: string[] = [];
      let failedHand = '';
      for (const e of result.effects) {
        if (e.type === 'hand') {
          d.hands.set(e.handId, { sum: 0, closed: false });
          debited.set(e.handId, new Map());
        } else if (e.type === 'debit') {
          if (!Number.isSafeInteger(e.amount) || e.amount <= 0) throw new Error(`bad debit ${e.amount}`);
          const balance = e.bot ? Infinity : (wallet.get(e.player) ?? 0);
          if (balance < e.amount) {
            failed.push(e.player);
            failedHand = e.handId;
            continue;
          }
          if (e.bot) d.botAccount -= e.amount;
          else wallet.set(e.player, balance - e.amount);
          debited.get(e.handId)!.set(e.player, e.amount);
          d.hands.get(e.handId)!.sum -= e.amount;
        } else if (e.type === 'credit') {
          if (!Number.isSafeInteger(e.amount) || e.amount < 0) throw new Error(`bad credit ${e.amount}`);
          const taken = debited.get(e.handId)?.get(e.player);
          if (taken === undefined) throw new Error(`credit to ${e.player} for ${e.handId} without a debit`);
          debited.get(e.handId)!.delete(e.player);
          if (e.bot) d.botAccount += e.amount;
          else wallet.set(e.player, (wallet.get(e.player) ?? 0) + e.amount);
          d.hands.get(e.handId)!.sum += e.amount;
        } else if (e.type === 'rake') {
          d.rake += e.amount;
          d.hands.get(e.handId)!.sum += e.amount;
        } else if (e.type === 'settled' || e.type === 'void') {
          const id = e.type === 'settled' ? e.settlement.handId : e.handId;
          d.hands.get(id)!.closed = true;
          if (debited.get(id)!.size > 0) throw new Error(`${id} closed with uncredited debits`);
        }
      }
      if (failed.length > 0) {
        d.debitFailures += failed.length;
        const r = d.send({ type: 'debit_failed', handId: failedHand, players: failed });
        if (r.refused) throw new Error(`debit_failed refused: ${r.refused}`);
      }
      return result;
    },
    wake() {
      const t = nextWake(d.state);
      if (t === null) return false;
      d.now = Math.max(d.now, t);
      d.send({ type: 'tick', now: d.now });
      return true;
    },
    runTo(t) {
      for (;;) {
        const next = nextWake(d.state);
        if (next === null || next > t) break;
        d.now = Math.max(d.now, next);
        d.send({ type: 'tick', now: d.now });
      }
      d.now = Math.max(d.now, t);
    },
  };
  return d;
};
