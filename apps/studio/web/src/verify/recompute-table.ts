import { fairFloats, sha256Hex } from '../../../src/engine/fair';
import { cardCode, dealHands, shuffleDeck, type PvpSettlement } from '../../../src/pvp';
import type { VerifyTableValue } from '../../../src/shared/api';
import { blackjack, blackjackRound, TABLES, tableRound, type BlackjackAction } from '../../../src/tables';
import type { SharedTableGame } from '../../../src/tables/types';
import { deepEqual } from './deep-equal';

export type TableCheck = {
  /** SHA-256 of the revealed server seed equals the commitment; null while not revealed. */
  hashOk: boolean | null;
  /** Dealing again from the seeds gives what was dealt; null while not revealed. */
  dealOk: boolean | null;
  recomputed: unknown;
};

const SHARED = new Set<string>(['baccarat', 'dragon-tiger', 'sicbo', 'roulette']);

/** Deals a table round, blackjack hand or PvP hand again from its seeds (docs/studio-tables.md, studio-pvp.md). */
export const recomputeTable = (v: VerifyTableValue): TableCheck => {
  if (!v.serverSeed) return { hashOk: null, dealOk: null, recomputed: null };
  const hashOk = sha256Hex(v.serverSeed) === v.serverSeedHash;
  if (SHARED.has(v.table)) {
    const game = v.table as SharedTableGame;
    const result = tableRound(game, v.serverSeed, v.clientSeed, v.nonce);
    return { hashOk, dealOk: deepEqual(result, v.result), recomputed: TABLES[game].summary(result as never) };
  }
  if (v.table === 'blackjack') {
    const hand = v.result as { bet: number; played: BlackjackAction[] };
    try {
      const state = blackjackRound(v.serverSeed, v.clientSeed, v.nonce, hand.bet, hand.played);
      return {
        hashOk,
        dealOk: state.phase === 'done',
        recomputed: {
          dealer: state.dealer.map((c) => `${c.rank}${c.suit}`),
          hands: state.hands.map((h) => h.cards.map((c) => `${c.rank}${c.suit}`)),
          settlement: blackjack.settle(state),
        },
      };
    } catch {
      return { hashOk, dealOk: false, recomputed: null };
    }
  }
  // PvP: the deck shuffled from the hand's floats, five cards each from the banker onward.
  const settlement = v.summary as PvpSettlement | null;
  if (!settlement?.rows) return { hashOk, dealOk: null, recomputed: null };
  const hands = dealHands(shuffleDeck(fairFloats(v.serverSeed, v.clientSeed, v.nonce)), settlement.rows.length);
  return {
    hashOk,
    dealOk: settlement.rows.every((row, i) => deepEqual(row.cards, hands[i])),
    recomputed: hands.map((cards) => cards.map(cardCode).join(' ')),
  };
};
