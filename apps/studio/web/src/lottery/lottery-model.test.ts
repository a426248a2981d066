import { describe, expect, it } from 'vitest';
import { betTypeByCode } from '../../../src/lottery';
import type { MenuGame } from '../../../src/shared/lottery-api';
import {
  FAVOURITES_KEY,
  favouriteGames,
  formatCountdown,
  gridNumbers,
  lobbyGroups,
  needsRefresh,
  pickKind,
  quickPick,
  readFavourites,
  secondsUntil,
  slipOf,
  soldOutNumbers,
  toggleFavourite,
  togglePick,
  unitMinorOf,
} from './lottery-model';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

const game = (
  gameCode: string,
  kind: 'regional' | 'fast',
  region: MenuGame['region'],
  structure: MenuGame['structure'],
) => ({ gameCode, kind, region, structure }) as MenuGame;

describe('countdown', () => {
  it('formats minutes and hours', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(90061)).toBe('25:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('counts whole seconds down to the cut-off and asks for a refresh at zero', () => {
    const now = Date.parse('2026-11-29T05:00:00Z');
    expect(secondsUntil('2026-11-29T05:00:09.200Z', now)).toBe(10);
    expect(secondsUntil('2026-11-29T04:59:00Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
    const o = (closeTime: string, drawTime: string) => ({ closeTime, drawTime }) as never;
    const open = o('2026-11-29T05:00:50Z', '2026-11-29T05:01:00Z');
    const read = Date.parse('2026-11-29T04:59:30Z');
    expect(needsRefresh([open], read, now)).toBe(false);
    // At the cut-off, once; then not again until the draw time passes.
    expect(needsRefresh([open], read, Date.parse('2026-11-29T05:00:50Z'))).toBe(true);
    expect(needsRefresh([open], Date.parse('2026-11-29T05:00:51Z'), Date.parse('2026-11-29T05:00:58Z'))).toBe(false);
    expect(needsRefresh([open], Date.parse('2026-11-29T05:00:51Z'), Date.parse('2026-11-29T05:01:00Z'))).toBe(true);
  });
});

describe('LOTTFAV favourites', () => {
  it('keeps a list per username and toggles', () => {
    const s = memory();
    expect(readFavourites(s, 'ann')).toEqual([]);
    expect(toggleFavourite(s, 'ann', 'XSMB')).toEqual(['XSMB']);
    expect(toggleFavourite(s, 'ann', 'ELOTT1')).toEqual(['XSMB', 'ELOTT1']);
    expect(toggleFavourite(s, 'bob', 'LUCKY5D')).toEqual(['LUCKY5D']);
    expect(toggleFavourite(s, 'ann', 'XSMB')).toEqual(['ELOTT1']);
    expect(JSON.parse(s.m.get(FAVOURITES_KEY)!)).toEqual({ ann: ['ELOTT1'], bob: ['LUCKY5D'] });
    expect(readFavourites(s, 'bob')).toEqual(['LUCKY5D']);
  });

  it('survives junk in storage and blocked storage', () => {
    const s = memory();
    s.m.set(FAVOURITES_KEY, '{not json');
    expect(readFavourites(s, 'ann')).toEqual([]);
    s.m.set(FAVOURITES_KEY, JSON.stringify({ ann: ['XSMB', 3], bob: 'x' }));
    expect(readFavourites(s, 'ann')).toEqual(['XSMB']);
    expect(readFavourites(s, 'bob')).toEqual([]);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readFavourites(blocked, 'ann')).toEqual([]);
    expect(toggleFavourite(blocked, 'ann', 'XSMB')).toEqual(['XSMB']);
  });
});

describe('lobby', () => {
  const games = [
    game('XSMB', 'regional', 'MB', 'MB27'),
    game('XSMT', 'regional', 'MT', 'MN18'),
    game('XSMN', 'regional', 'MN', 'MN18'),
    game('ELOTT1', 'fast', null, 'MB27'),
    game('ELOTT3', 'fast', null, 'MB27'),
    game('ELOTT5', 'fast', null, 'MB27'),
    game('LUCKY5D', 'fast', null, 'D5'),
  ];
  it('groups by region and kind, favourites first', () => {
    const groups = lobbyGroups(games, ['ELOTT5']);
    expect(groups.map((g) => g.group)).toEqual(['MB', 'MT', 'MN', 'ELOTT', 'D5']);
    expect(groups[3]!.games.map((g) => g.gameCode)).toEqual(['ELOTT5', 'ELOTT1', 'ELOTT3']);
    expect(favouriteGames(games, ['LUCKY5D', 'XSMB']).map((g) => g.gameCode)).toEqual(['LUCKY5D', 'XSMB']);
  });
});

describe('bet slip', () => {
  const base = { structure: 'MB27' as const, points: 10, unitMinor: 100n };
  it('prices lô by lines × points × price × unit with the win per hit', () => {
    const slip = slipOf({ ...base, betType: 'lo2', numbers: '12 34,56', price: 27, payout: 95 });
    expect(slip.numbers).toEqual(['12', '34', '56']);
    expect(slip.lines).toBe(3n);
    expect(slip.cost).toBe(3n * 10n * 27n * 100n);
    expect(slip.winPerHit).toBe(10n * 95n * 100n);
    expect(slip.ready).toBe(true);
  });

  it('counts xiên combinations and needs a full line', () => {
    const one = slipOf({ ...base, betType: 'xien2', numbers: ['12'], price: 10, payout: 173 });
    expect(one.tooFew).toBe(true);
    expect(one.ready).toBe(false);
    const four = slipOf({ ...base, betType: 'xien2', numbers: ['12', '34', '56', '78'], price: 10, payout: 173 });
    expect(four.lines).toBe(6n);
    expect(four.cost).toBe(6n * 10n * 10n * 100n);
  });

  it("shows the core's parse errors and duplicates and refuses them", () => {
    const slip = slipOf({ ...base, betType: 'de', numbers: '12 5 12 abc', price: 1, payout: 95 });
    expect(slip.numbers).toEqual(['12']);
    expect(slip.duplicates).toEqual(['12']);
    expect(slip.errors).toHaveLength(2);
    expect(slip.ready).toBe(false);
  });

  it('refuses zero or fractional points', () => {
    expect(slipOf({ ...base, points: 0, betType: 'de', numbers: '12', price: 1, payout: 95 }).ready).toBe(false);
    expect(slipOf({ ...base, points: 1.5, betType: 'de', numbers: '12', price: 1, payout: 95 }).cost).toBe(0n);
  });
});

describe('picking', () => {
  it('pages 000–999 by hundreds', () => {
    expect(gridNumbers(2)).toHaveLength(100);
    expect(gridNumbers(2)[7]).toBe('07');
    expect(gridNumbers(3, 4)[0]).toBe('400');
    expect(gridNumbers(3, 9).at(-1)).toBe('999');
    expect(gridNumbers(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('knows the grid of each bet type', () => {
    expect(pickKind(betTypeByCode('lo2')!)).toEqual({ kind: 'grid', digits: 2 });
    expect(pickKind(betTypeByCode('ba-cang')!)).toEqual({ kind: 'grid', digits: 3 });
    expect(pickKind(betTypeByCode('lo4')!)).toEqual({ kind: 'text' });
    expect(pickKind(betTypeByCode('d5-size')!)).toEqual({ kind: 'words', words: ['BIG', 'SMALL'] });
  });

  it('toggles picks up to the most', () => {
    expect(togglePick(['12'], '34', 2)).toEqual(['12', '34']);
    expect(togglePick(['12', '34'], '56', 2)).toEqual(['12', '34']);
    expect(togglePick(['12', '34'], '12', 2)).toEqual(['34']);
  });

  it('quick-picks distinct numbers within the bet type', () => {
    let i = 0;
    const seq = () => [0.5, 0.5, 0.99, 0][i++ % 4]!;
    const picks = quickPick(betTypeByCode('xien3')!, 3, seq);
    expect(new Set(picks).size).toBe(3);
    for (const p of picks) expect(p).toMatch(/^\d\d$/);
    expect(quickPick(betTypeByCode('xien2')!, 50)).toHaveLength(10);
    expect(quickPick(betTypeByCode('lo2')!, 3, Math.random, ['07', '08'])).toHaveLength(2);
    expect(quickPick(betTypeByCode('d5-parity')!, 1, () => 0)).toEqual(['ODD']);
  });
});

describe('refusals and money', () => {
  it('names sold-out numbers without their pools', () => {
    expect(soldOutNumbers('Sold out: lo2:12, lo2:34')).toEqual(['12', '34']);
    expect(soldOutNumbers('Sold out: 12, 34, 12')).toEqual(['12', '34']);
    expect(soldOutNumbers('nothing')).toEqual([]);
  });

  it('reads the unit', () => {
    expect(unitMinorOf('1.00')).toBe(100n);
    expect(unitMinorOf('1000')).toBe(100000n);
    expect(unitMinorOf('0.5')).toBe(50n);
    expect(unitMinorOf(undefined)).toBe(100n);
  });
});
