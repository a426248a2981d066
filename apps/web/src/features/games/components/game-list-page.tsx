import './games.css';
import type { GameCategory, GameClassify, GameItem } from '@pagoda/contracts';
import { GAME_CLASSIFIES, MIN_BET_OPTIONS } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { gamesKeys } from '../../../lib/query-keys';
import { addFavourite } from '../api/add-favourite';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { type ListKind, useGamePage } from '../api/get-game-page';
import { useVendorLanes, useVendorLanesPending } from '../api/get-game-vendors';
import { useRoomList } from '../api/get-room-list';
import { removeFavourite } from '../api/remove-favourite';
import { gamesErrorText } from '../error-text';
import { type GameSession, useStartGame, VASSALAGE_KEY } from '../hooks/use-start-game';
import { initialListState, listReducer } from '../list-state';
import { GameCard } from './game-card';
import { RoomsSection } from './rooms-section';
import { VendorCarousel } from './vendor-carousel';
import { VendorGamesPopup } from './vendor-games-popup';

const TABS: ListKind[] = ['all', 'hot', 'fav', 'recent'];
const THROTTLE_MS = 200;

type Props = {
  gameType: GameCategory;
  session: GameSession;
  /** Bingo is offered only where the TY (Tagalog) language is. */
  offersTy: boolean;
};

/** /rng, /fish, /pvp: vendor carousel, list tabs, search and filters, infinite load. */
export const GameListPage = ({ gameType, session, offersTy }: Props) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const urlVendor = params.get('vassalage') ?? '';
  const [state, dispatch] = useReducer(listReducer, urlVendor, initialListState);
  const [searchText, setSearchText] = useState('');
  const lanes = useVendorLanes();
  const lanesPending = useVendorLanesPending();
  const vendors = lanes.find((l) => l.title === gameType)?.cards ?? [];
  const starter = useStartGame(session);
  const favIds = useFavouriteIds(session.isLoggedIn);
  const favourites = new Set(favIds.data ?? []);
  const [favError, setFavError] = useState<unknown>(null);
  // /pvp lists the vendors' rooms (live seats) above its game grid.
  const roomList = useRoomList({ vassalage: state.vassalage, language: i18n.language }, gameType === 'PVP');
  const rooms = gameType === 'PVP' ? (roomList.data ?? []) : [];

  // A vendor chosen elsewhere (bottom bar, a hot game) arrives in the URL.
  useEffect(() => {
    dispatch({ type: 'vendor', vassalage: urlVendor });
    sessionStorage.setItem(VASSALAGE_KEY, urlVendor);
  }, [urlVendor]);

  const needsLogin = state.kind === 'fav' || state.kind === 'recent';
  const request = {
    kind: state.kind,
    gameType,
    vassalage: state.vassalage,
    gameClassify: state.gameClassify,
    minBet: state.minBet,
    gameName: state.gameName,
    pageNo: state.pageNo,
    language: i18n.language,
  };
  const page = useGamePage(request, !state.loaded && (!needsLogin || session.isLoggedIn));
  const requestKey = JSON.stringify(request);
  useEffect(() => {
    if (page.data) dispatch({ type: 'loaded', pageNo: request.pageNo, ...page.data });
    // requestKey: the same cached page answers again after a reset.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page.data, requestKey]);

  // Infinite load: the sentinel coming into view asks for the next page (throttled).
  const sentinel = useRef<HTMLDivElement | null>(null);
  const lastMore = useRef(0);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || state.noMore || !state.loaded) return;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      const now = Date.now();
      if (now - lastMore.current < THROTTLE_MS) return;
      lastMore.current = now;
      dispatch({ type: 'more' });
    });
    io.observe(el);
    return () => io.disconnect();
  }, [state.noMore, state.loaded, state.pageNo]);

  const selectVendor = (vassalage: string) => {
    setSearchText('');
    const next = new URLSearchParams(params);
    if (vassalage) next.set('vassalage', vassalage);
    else next.delete('vassalage');
    setParams(next, { replace: true });
    dispatch({ type: 'vendor', vassalage });
  };

  const selectKind = (kind: ListKind) => {
    if ((kind === 'fav' || kind === 'recent') && !session.isLoggedIn) {
      session.requestLogin();
      return;
    }
    setSearchText('');
    dispatch({ type: 'kind', kind });
  };

  // Favourite toggle: remove when it is one, else add; then the local list follows.
  const toggleFavourite = async (g: GameItem) => {
    setFavError(null);
    const key = { nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType };
    try {
      if (favourites.has(g.nodeId)) {
        await removeFavourite(key);
        queryClient.setQueryData<string[]>(gamesKeys.favouriteIds(), (ids = []) => ids.filter((x) => x !== g.nodeId));
        dispatch({ type: 'unfavourite', nodeId: g.nodeId });
      } else {
        await addFavourite(key);
        queryClient.setQueryData<string[]>(gamesKeys.favouriteIds(), (ids = []) => [g.nodeId, ...ids]);
      }
    } catch (err) {
      setFavError(err);
    }
  };

  const classifies = GAME_CLASSIFIES.filter((c) => c !== 'bingo' || offersTy);
  const tabs = TABS.filter((k) => k !== 'fav' || session.isLoggedIn);
  const loading = !state.loaded && (page.isFetching || page.isPending) && (!needsLogin || session.isLoggedIn);
  // A vendor with rooms and no other games: its rooms stand instead of an empty grid.
  const roomsInstead =
    rooms.length > 0 &&
    state.kind === 'all' &&
    state.loaded &&
    state.games.length === 0 &&
    !state.gameName &&
    !state.gameClassify &&
    state.minBet === 'all';

  return (
    <div className="container page games-page">
      <h1 className="games-page__title">{t(`nav.category.${gameType}`)}</h1>
      {vendors.length ? (
        <VendorCarousel gameType={gameType} vendors={vendors} selected={state.vassalage} onSelect={selectVendor} />
      ) : lanesPending ? (
        // The carousel's place, held while the vendors load, so the tabs and the grid do not move down.
        <div className="vendor-carousel" aria-hidden="true" data-testid="vendor-carousel-placeholder" />
      ) : null}
      <RoomsSection rooms={rooms} onJoin={(r) => void starter.start(r)} busy={starter.busy} />
      <FormError message={roomList.isError && !roomList.data ? gamesErrorText(t, roomList.error) : null} />
      <div className="games-toolbar">
        <div className="games-tabs" role="tablist" aria-label={t('games.lists')}>
          {tabs.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={state.kind === k}
              className={`games-tab${state.kind === k ? ' is-active' : ''}`}
              onClick={() => selectKind(k)}
            >
              {t(`games.tab.${k}`)}
            </button>
          ))}
        </div>
        {state.kind === 'all' ? (
          <div className="games-filters">
            <form
              className="games-search"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                dispatch({ type: 'search', gameName: searchText });
              }}
            >
              <label htmlFor={`${id}-name`} className="visually-hidden">
                {t('games.search_label')}
              </label>
              <input
                id={`${id}-name`}
                type="search"
                value={searchText}
                maxLength={64}
                placeholder={t('games.search_placeholder')}
                onChange={(e) => setSearchText(e.target.value)}
              />
              <button type="submit" className="btn btn--sm btn--primary">
                {t('games.search')}
              </button>
            </form>
            <label className="games-select">
              <span>{t('games.classify_label')}</span>
              <select
                value={state.gameClassify}
                onChange={(e) => dispatch({ type: 'classify', gameClassify: e.target.value as GameClassify | '' })}
              >
                <option value="">{t('games.classify.all')}</option>
                {classifies.map((c) => (
                  <option key={c} value={c}>
                    {t(`games.classify.${c}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="games-select">
              <span>{t('games.min_bet_label')}</span>
              <select value={state.minBet} onChange={(e) => dispatch({ type: 'minBet', minBet: e.target.value })}>
                {MIN_BET_OPTIONS.map((m) => (
                  <option key={m} value={m}>
                    {m === 'all' ? t('games.classify.all') : m}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : null}
      </div>
      <FormError message={starter.error ? gamesErrorText(t, starter.error) : null} />
      <FormError message={favError ? gamesErrorText(t, favError) : null} />
      <FormError message={page.isError ? gamesErrorText(t, page.error) : null} />
      <ul className="game-grid" aria-label={t('games.list_label')} aria-busy={loading}>
        {state.games.map((g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            onStart={(game) => void starter.start(game)}
            favourite={session.isLoggedIn ? favourites.has(g.nodeId) : undefined}
            onFavourite={(game) => void toggleFavourite(game)}
            onFun={session.isLoggedIn ? undefined : (game) => void starter.startFun(game)}
            busy={starter.busy === g.nodeId}
          />
        ))}
      </ul>
      {state.loaded && state.games.length === 0 && !roomsInstead ? (
        <p className="empty-state">{t('games.empty')}</p>
      ) : null}
      {loading ? <p role="status">{t('app.loading')}</p> : null}
      <div ref={sentinel} className="games-more">
        {state.loaded && state.games.length > 0 ? (
          state.noMore ? (
            <p className="games-more__end">{t('games.no_more')}</p>
          ) : (
            <button type="button" className="btn btn--sm" onClick={() => dispatch({ type: 'more' })}>
              {t('games.load_more')}
            </button>
          )
        ) : null}
      </div>
      <VendorGamesPopup target={starter.popup} onClose={starter.closePopup} onStart={(g) => void starter.start(g)} />
    </div>
  );
};
