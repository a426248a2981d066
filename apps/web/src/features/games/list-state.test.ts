import type { GameItem } from '@pagoda/contracts';
import { describe, expect, it } from 'vitest';
import { initialListState, listReducer, type ListState } from './list-state';

const game = (n: number): GameItem => ({
  nodeId: `N${n}`,
  gameId: `g${n}`,
  gameCode: `g${n}`,
  gameName: `Game ${n}`,
  nodeName: `Game ${n}`,
  showIcon: '',
  iconUrl: '',
  vassalage: 'SIM',
  gameType: 'RNG',
  vendor: 'SIM',
  accountTypeName: 'SIM',
  accountTypeId: 103,
  displayName: 'Sim',
  isGame: 'game',
  freeplay: 1,
  gameClassify: 'jackpot',
  minBet: 0.01,
  minLineNum: 1,
  defaultPlayType: '',
  code: `g${n}`,
  tags: [],
  isHot: 0,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i));

/** A list two pages into a filtered search. */
const deepState = (): ListState => {
  let s = initialListState('SIM');
  s = listReducer(s, { type: 'classify', gameClassify: 'jackpot' });
  s = listReducer(s, { type: 'minBet', minBet: '0.05' });
  s = listReducer(s, { type: 'search', gameName: 'dragon' });
  s = listReducer(s, { type: 'loaded', pageNo: 1, games: page(0, 24), totalPages: 3 });
  s = listReducer(s, { type: 'more' });
  return listReducer(s, { type: 'loaded', pageNo: 2, games: page(24, 24), totalPages: 3 });
};

describe('listReducer', () => {
  it('starts on the whole list of the vendor from the URL, page 1, no filters', () => {
    expect(initialListState('PGS')).toMatchObject({
      kind: 'all',
      vassalage: 'PGS',
      gameClassify: '',
      minBet: 'all',
      gameName: '',
      pageNo: 1,
      games: [],
      loaded: false,
    });
  });

  it('appends pages and advances only while the total pages exceed the current page', () => {
    const s = deepState();
    expect(s.pageNo).toBe(2);
    expect(s.games).toHaveLength(48);
    expect(s.noMore).toBe(false);
    const asking = listReducer(s, { type: 'more' });
    expect(asking).toMatchObject({ pageNo: 3, loaded: false });
    // Asking again before the page arrived does nothing.
    expect(listReducer(asking, { type: 'more' })).toBe(asking);
    const last = listReducer(asking, { type: 'loaded', pageNo: 3, games: page(48, 5), totalPages: 3 });
    expect(last).toMatchObject({ noMore: true, pageNo: 3 });
    expect(last.games).toHaveLength(53);
    const end = listReducer(last, { type: 'more' });
    expect(end).toMatchObject({ pageNo: 3, noMore: true });
  });

  it('says no more at once when everything fits on one page', () => {
    const s = listReducer(initialListState(), { type: 'loaded', pageNo: 1, games: page(0, 3), totalPages: 1 });
    expect(s.noMore).toBe(true);
    expect(listReducer(s, { type: 'more' }).pageNo).toBe(1);
  });

  it('drops a late page that is not the one asked for', () => {
    const s = deepState();
    expect(listReducer(s, { type: 'loaded', pageNo: 1, games: page(90, 24), totalPages: 3 })).toBe(s);
  });

  it('switching list type resets the page, clears the filters and the list, and keeps the vendor', () => {
    const s = listReducer(deepState(), { type: 'kind', kind: 'fav' });
    expect(s).toMatchObject({
      kind: 'fav',
      vassalage: 'SIM',
      gameClassify: '',
      minBet: 'all',
      gameName: '',
      pageNo: 1,
      games: [],
      loaded: false,
      noMore: false,
    });
    expect(listReducer(s, { type: 'kind', kind: 'fav' })).toBe(s);
  });

  it('changing vendor resets list type, paging and filters', () => {
    const hot = listReducer(deepState(), { type: 'kind', kind: 'hot' });
    const s = listReducer(hot, { type: 'vendor', vassalage: 'PGS' });
    expect(s).toMatchObject({
      kind: 'all',
      vassalage: 'PGS',
      gameClassify: '',
      minBet: 'all',
      gameName: '',
      pageNo: 1,
      games: [],
    });
    // The same vendor on the whole list is no change; from another list it goes back to the whole list.
    expect(listReducer(s, { type: 'vendor', vassalage: 'PGS' })).toBe(s);
    expect(listReducer(hot, { type: 'vendor', vassalage: 'SIM' }).kind).toBe('all');
  });

  it('reloads on a name or min bet only when the value changed', () => {
    const s = deepState();
    expect(listReducer(s, { type: 'search', gameName: ' dragon ' })).toBe(s);
    expect(listReducer(s, { type: 'minBet', minBet: '0.05' })).toBe(s);
    expect(listReducer(s, { type: 'classify', gameClassify: 'jackpot' })).toBe(s);
    const renamed = listReducer(s, { type: 'search', gameName: 'tiger' });
    expect(renamed).toMatchObject({
      gameName: 'tiger',
      pageNo: 1,
      games: [],
      loaded: false,
      gameClassify: 'jackpot',
      minBet: '0.05',
    });
    const bet = listReducer(s, { type: 'minBet', minBet: '0.5' });
    expect(bet).toMatchObject({ minBet: '0.5', pageNo: 1, games: [], gameName: 'dragon' });
  });

  it('takes an unfavourited game off the favourites list only', () => {
    let fav = listReducer(initialListState(), { type: 'kind', kind: 'fav' });
    fav = listReducer(fav, { type: 'loaded', pageNo: 1, games: page(0, 3), totalPages: 1 });
    expect(listReducer(fav, { type: 'unfavourite', nodeId: 'N1' }).games.map((g) => g.nodeId)).toEqual(['N0', 'N2']);
    const all = deepState();
    expect(listReducer(all, { type: 'unfavourite', nodeId: 'N1' })).toBe(all);
  });
});
