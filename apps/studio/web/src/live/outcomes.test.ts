import { describe, expect, it } from 'vitest';
import { sicBoResult, type BlackjackView, type Card } from '../../../src/tables';
import { handResults } from './blackjack-table';
import { spotOutcomes } from './outcomes';
import { baccaratHistory, dragonTigerHistory, parseBlackjack, rouletteHistory, sicboHistory } from './summaries';

const c = (rank: Card['rank'], suit: Card['suit'] = 'S'): Card => ({ rank, suit });

describe('spot outcomes', () => {
  it('lights baccarat winners and pushes player and banker on a tie', () => {
    const tie = spotOutcomes('baccarat', {
      player: [c(9), c(10)],
      banker: [c(9, 'H'), c(13)],
      playerPoints: 9,
      bankerPoints: 9,
      winner: 'T',
      playerPair: false,
      bankerPair: false,
      natural: true,
    });
    expect(Object.fromEntries(tie)).toEqual({
      player: 'push',
      banker: 'push',
      tie: 'win',
      'player-pair': 'lose',
      'banker-pair': 'lose',
    });
  });

  it('marks dragon tiger bets that get half back on a tie as a push', () => {
    const out = spotOutcomes('dragon-tiger', { dragon: c(7), tiger: c(7), winner: 'tie', suitedTie: true });
    expect(Object.fromEntries(out)).toEqual({ dragon: 'push', tiger: 'push', tie: 'win', 'suited-tie': 'win' });
  });

  it('loses every even-money roulette bet on zero and wins the zero splits', () => {
    const out = spotOutcomes('roulette', { pocket: 0, color: 'green' });
    expect([out.get('red'), out.get('odd'), out.get('low'), out.get('straight:0'), out.get('split:0-2')]).toEqual([
      'lose',
      'lose',
      'lose',
      'win',
      'win',
    ]);
    expect([...out.values()].filter((o) => o === 'win')).toHaveLength(7);
  });

  it('loses small and big on a sic bo triple', () => {
    const out = spotOutcomes('sicbo', sicBoResult([3, 3, 3]));
    expect([out.get('small'), out.get('big'), out.get('any-triple'), out.get('triple:3'), out.get('total:9')]).toEqual([
      'lose',
      'lose',
      'win',
      'win',
      'win',
    ]);
  });
});

describe('summaries from the wire', () => {
  it('keeps well-formed summaries and drops the rest', () => {
    const good = { winner: 'B', playerPair: false, bankerPair: true, playerPoints: 3, bankerPoints: 7, natural: false };
    const entries = baccaratHistory([good, { winner: 'X' }, null, { ...good, winner: 'T' }]);
    expect(entries.map((e) => [e.winner, e.bankerPair])).toEqual([
      ['B', true],
      [null, true],
    ]);
    expect(dragonTigerHistory([{ winner: 'tie', suitedTie: false, dragon: 3, tiger: 3 }])[0]?.winner).toBeNull();
    expect(
      rouletteHistory([
        { pocket: 17, color: 'black' },
        { pocket: 37, color: 'red' },
      ]),
    ).toEqual([17]);
    expect(sicboHistory([{ dice: [1, 2, 7], total: 10, size: 'small', parity: 'even' }])).toEqual([]);
  });
});

describe('blackjack hands', () => {
  const view = (hands: BlackjackView['hands'], dealer: Card[]): BlackjackView => ({
    bet: 1000,
    hands,
    active: hands.length - 1,
    dealer,
    insurance: 0,
    phase: 'done',
    holeHidden: false,
  });
  const hand = (cards: Card[], stake = 1000, split = false) => ({ cards, stake, doubled: false, split, done: true });

  it('names blackjack, win, push, bust and loss from the settlement', () => {
    expect(
      handResults(view([hand([c(1), c(13)])], [c(10), c(7)]), { hands: [2500], insurance: 0, total: 2500 }),
    ).toEqual([{ kind: 'blackjack', returned: 2500 }]);
    const split = view(
      [hand([c(8), c(10), c(9)], 1000, true), hand([c(8, 'H'), c(3), c(7)], 2000, true)],
      [c(10), c(9)],
    );
    expect(handResults(split, { hands: [0, 0], insurance: 0, total: 0 }).map((r) => r.kind)).toEqual(['bust', 'lose']);
    expect(
      handResults(view([hand([c(10), c(9)])], [c(10), c(9)]), { hands: [1000], insurance: 0, total: 1000 })[0]?.kind,
    ).toBe('push');
  });

  it('reads the seat the server sends: public view, allowed actions, settlement', () => {
    const seat = parseBlackjack({
      ...view([hand([c(10), c(6)])], [c(10)]),
      phase: 'player',
      holeHidden: true,
      roundId: 'r1',
      nonce: 4,
      actions: ['hit', 'stand', 'double'],
      settlement: null,
    });
    expect(seat?.actions).toEqual(['hit', 'stand', 'double']);
    expect(seat?.nonce).toBe(4);
    expect(seat?.settlement).toBeNull();
    expect(parseBlackjack({ hands: [] })).toBeNull();
  });
});
