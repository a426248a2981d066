import type { GameClassify, GameItem } from '@pagoda/contracts';
import type { ListKind } from './api/get-game-page';

/**
 * State of the game list page: which list (all, hot, favourites, recent), the vendor,
 * the filters, the page reached and the games loaded so far.
 */
export type ListState = {
  kind: ListKind;
  vassalage: string;
  gameClassify: GameClassify | '';
  minBet: string;
  gameName: string;
  pageNo: number;
  games: GameItem[];
  totalPages: number;
  /** The last page asked for has arrived. */
  loaded: boolean;
  noMore: boolean;
};

export type ListAction =
  | { type: 'kind'; kind: ListKind }
  | { type: 'vendor'; vassalage: string }
  | { type: 'classify'; gameClassify: GameClassify | '' }
  | { type: 'minBet'; minBet: string }
  | { type: 'search'; gameName: string }
  | { type: 'loaded'; pageNo: number; games: GameItem[]; totalPages: number }
  | { type: 'more' }
  | { type: 'unfavourite'; nodeId: string };

const NO_FILTERS: Pick<ListState, 'gameClassify' | 'minBet' | 'gameName'> = {
  gameClassify: '',
  minBet: 'all',
  gameName: '',
};
const FRESH_LIST: Pick<ListState, 'pageNo' | 'games' | 'totalPages' | 'loaded' | 'noMore'> = {
  pageNo: 1,
  games: [],
  totalPages: 0,
  loaded: false,
  noMore: false,
};

export const initialListState = (vassalage = ''): ListState => ({
  kind: 'all',
  vassalage,
  ...NO_FILTERS,
  ...FRESH_LIST,
});

export const listReducer = (state: ListState, action: ListAction): ListState => {
  switch (action.type) {
    // Switching list type resets the page, clears the filters and the list.
    case 'kind':
      return action.kind === state.kind ? state : { ...state, kind: action.kind, ...NO_FILTERS, ...FRESH_LIST };
    // Changing vendor resets list type, paging and filters, and reloads.
    case 'vendor':
      return action.vassalage === state.vassalage && state.kind === 'all'
        ? state
        : { ...state, kind: 'all', vassalage: action.vassalage, ...NO_FILTERS, ...FRESH_LIST };
    case 'classify':
      return action.gameClassify === state.gameClassify
        ? state
        : { ...state, gameClassify: action.gameClassify, ...FRESH_LIST };
    // Name search and min bet reload only when the value changed.
    case 'minBet':
      return action.minBet === state.minBet ? state : { ...state, minBet: action.minBet, ...FRESH_LIST };
    case 'search': {
      const gameName = action.gameName.trim();
      return gameName === state.gameName ? state : { ...state, gameName, ...FRESH_LIST };
    }
    case 'loaded': {
      // A late answer for another page (or a list left since) is dropped.
      if (action.pageNo !== state.pageNo || state.loaded) return state;
      const seen = new Set(state.games.map((g) => g.nodeId));
      const games =
        action.pageNo === 1 ? action.games : [...state.games, ...action.games.filter((g) => !seen.has(g.nodeId))];
      return {
        ...state,
        games,
        totalPages: action.totalPages,
        loaded: true,
        noMore: action.totalPages <= action.pageNo,
      };
    }
    // If the total pages exceed the current page the page advances, else "no more".
    case 'more':
      if (!state.loaded) return state;
      return state.totalPages > state.pageNo
        ? { ...state, pageNo: state.pageNo + 1, loaded: false }
        : { ...state, noMore: true };
    case 'unfavourite':
      return state.kind === 'fav' ? { ...state, games: state.games.filter((g) => g.nodeId !== action.nodeId) } : state;
    default:
      return state;
  }
};
