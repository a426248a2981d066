import { describe, expect, it } from 'vitest';
import {
  beadPlate,
  bigRoad,
  chipValues,
  diceClass,
  hotCold,
  pocketColour,
  roadTotals,
  visibleRoad,
  WHEEL_ORDER,
  type RoadEntry,
} from './roads';

type W = 'B' | 'P';
/** 'B', 'P' and 'T' (tie) per round; a lowercase letter marks a player pair, '*' a banker pair after it. */
const seq = (text: string): RoadEntry<W>[] =>
  [...text.matchAll(/([BPTbpt])(\*?)/g)].map(([, c, star]) => ({
    winner: c!.toUpperCase() === 'T' ? null : (c!.toUpperCase() as W),
    playerPair: c !== c!.toUpperCase(),
    bankerPair: star === '*',
  }));

const at = (road: ReturnType<typeof bigRoad<W>>) => road.cells.map((c) => `${c.winner}${c.col},${c.row}`);

describe('bead plate', () => {
  it('fills each column top to bottom, ties and pairs included, in order', () => {
    const beads = beadPlate(seq('BPTBBPpB*'), 10);
    expect(beads.map((b) => [b.winner, b.col, b.row])).toEqual([
      ['B', 0, 0],
      ['P', 0, 1],
      [null, 0, 2],
      ['B', 0, 3],
      ['B', 0, 4],
      ['P', 0, 5],
      ['P', 1, 0],
      ['B', 1, 1],
    ]);
    expect(beads[6]!.playerPair).toBe(true);
    expect(beads[7]!.bankerPair).toBe(true);
    expect(beads[7]!.index).toBe(7);
  });

  it('drops whole columns from the left once the plate is full, keeping rows aligned', () => {
    const entries = seq('B'.repeat(6) + 'P'.repeat(6) + 'T'.repeat(6) + 'BP');
    const beads = beadPlate(entries, 2);
    // 20 rounds need 4 columns; with 2 visible the first 12 rounds go and the 13th sits top-left.
    expect(beads).toHaveLength(8);
    expect(beads[0]).toMatchObject({ winner: null, col: 0, row: 0, index: 12 });
    expect(beads.at(-1)).toMatchObject({ winner: 'P', col: 1, row: 1, index: 19 });
  });
});

describe('big road', () => {
  it('starts a new column on every change of winner and runs a streak down', () => {
    const road = bigRoad(seq('BBPPPB'));
    expect(at(road)).toEqual(['B0,0', 'B0,1', 'P1,0', 'P1,1', 'P1,2', 'B2,0']);
    expect(road.width).toBe(3);
  });

  it('counts ties on the previous cell, never giving them a cell', () => {
    const road = bigRoad(seq('BTTPTB'));
    expect(at(road)).toEqual(['B0,0', 'P1,0', 'B2,0']);
    expect(road.cells.map((c) => c.ties)).toEqual([2, 1, 0]);
    // A tie between two bankers does not break the streak.
    expect(at(bigRoad(seq('BTB')))).toEqual(['B0,0', 'B0,1']);
  });

  it('keeps ties before the first decided round as leading ties', () => {
    const road = bigRoad(seq('TTB'));
    expect(road.leadingTies).toBe(2);
    expect(at(road)).toEqual(['B0,0']);
    expect(road.cells[0]!.ties).toBe(0);
  });

  it('marks pairs as dots on the cell of their round, and a tie round pair on the cell before it', () => {
    const road = bigRoad(seq('bB*Pt*'));
    expect(road.cells.map((c) => [c.playerPair, c.bankerPair])).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
  });

  it('turns a streak longer than six rows right along the bottom row (dragon tail)', () => {
    const road = bigRoad(seq('B'.repeat(9) + 'P'));
    expect(at(road)).toEqual(['B0,0', 'B0,1', 'B0,2', 'B0,3', 'B0,4', 'B0,5', 'B1,5', 'B2,5', 'B3,5', 'P1,0']);
    expect(road.cells.every((c, i) => c.streak === (i < 9 ? 0 : 1))).toBe(true);
    expect(road.width).toBe(4);
  });

  it('turns a later streak right early when the cell below is taken by an earlier tail', () => {
    // Banker ×8 tails along row 5 to column 2; player ×7 starts in column 1, stops above the tail at row 4
    // and turns right along row 4.
    const road = bigRoad(seq('B'.repeat(8) + 'P'.repeat(7) + 'B'));
    const players = road.cells.filter((c) => c.winner === 'P').map((c) => `${c.col},${c.row}`);
    expect(players).toEqual(['1,0', '1,1', '1,2', '1,3', '1,4', '2,4', '3,4']);
    // The next streak still starts at the top of the column after the previous streak's.
    expect(road.cells.at(-1)).toMatchObject({ winner: 'B', col: 2, row: 0 });
    // No two cells share a place.
    const places = road.cells.map((c) => `${c.col},${c.row}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('honours a shorter board', () => {
    expect(at(bigRoad(seq('PPPP'), 3))).toEqual(['P0,0', 'P0,1', 'P0,2', 'P1,2']);
  });

  it('shows the newest columns when the road is wider than the board', () => {
    const road = bigRoad(seq('BPBPBP'));
    const view = visibleRoad(road, 4);
    expect(view.width).toBe(4);
    expect(view.cells.map((c) => `${c.winner}${c.col}`)).toEqual(['B0', 'P1', 'B2', 'P3']);
    expect(visibleRoad(road, 10)).toBe(road);
  });

  it('totals winners and ties', () => {
    const totals = roadTotals(seq('BBPTB'));
    expect([totals.get('B'), totals.get('P'), totals.get('tie')]).toEqual([3, 1, 1]);
  });
});

describe('roulette numbers', () => {
  it('colours the 37 pockets: 18 red, 18 black, one green zero', () => {
    const colours = WHEEL_ORDER.map(pocketColour);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(pocketColour(0)).toBe('green');
    expect([pocketColour(1), pocketColour(2), pocketColour(19), pocketColour(10)]).toEqual([
      'red',
      'black',
      'red',
      'black',
    ]);
    // On the wheel the colours alternate after zero.
    for (let i = 2; i < WHEEL_ORDER.length; i++) expect(colours[i]).not.toBe(colours[i - 1]);
  });

  it('ranks hot numbers by count, then by the most recent', () => {
    const { hot, spins } = hotCold([7, 7, 3, 12, 3, 7, 20, 12], 3);
    expect(spins).toBe(8);
    expect(hot).toEqual([
      { number: 7, count: 3 },
      { number: 12, count: 2 },
      { number: 3, count: 2 },
    ]);
  });

  it('ranks cold numbers by count, never-seen first in number order, then the longest unseen', () => {
    const all = Array.from({ length: 37 }, (_, n) => n);
    // Every number once, in order, then 5 and 0 again: 1 is the longest unseen of the ones seen once.
    const { cold } = hotCold([...all, 5, 0], 3);
    expect(cold.map((h) => h.number)).toEqual([1, 2, 3]);
    const sparse = hotCold([4, 4, 9], 4);
    expect(sparse.cold).toEqual([
      { number: 0, count: 0 },
      { number: 1, count: 0 },
      { number: 2, count: 0 },
      { number: 3, count: 0 },
    ]);
  });

  it('only counts the last window of spins and ignores values that are not pockets', () => {
    const { hot, spins } = hotCold([1, 1, 1, 1, 2, 3, 37, -1], 1, 4);
    expect(spins).toBe(4);
    expect(hot).toEqual([{ number: 3, count: 1 }]);
    expect(hotCold([]).hot).toEqual([]);
  });
});

describe('sic bo and chips', () => {
  it('classes dice: small 4–10, big 11–17, triples neither', () => {
    expect(diceClass([1, 2, 1])).toBe('small');
    expect(diceClass([4, 3, 3])).toBe('small');
    expect(diceClass([4, 4, 3])).toBe('big');
    expect(diceClass([6, 6, 5])).toBe('big');
    expect(diceClass([1, 1, 1])).toBe('triple');
    expect(diceClass([6, 6, 6])).toBe('triple');
  });

  it('makes chips from the smallest minimum up to the largest maximum', () => {
    expect(
      chipValues([
        { min: 100, max: 50_000 },
        { min: 200, max: 10_000 },
      ]),
    ).toEqual([100, 500, 2500, 10_000, 50_000]);
    expect(chipValues([{ min: 500, max: 20_000 }])).toEqual([500, 2500, 12_500]);
    expect(chipValues([])).toEqual([]);
  });
});
