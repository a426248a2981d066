import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Draw, MenuGame, Opened } from '../../../src/shared/lottery-api';
import { lotteryApi, studioApi } from '../shared/api-client';
import type { GameProps } from '../shared/game-props';
import { useTexts } from '../shared/i18n';
import { MyBets } from './lottery-bets';
import { Betting } from './lottery-betting';
import { Lobby } from './lottery-lobby';
import { needsRefresh, readFavourites, toggleFavourite } from './lottery-model';
import { Results } from './lottery-results';
import { lotteryText } from './lottery-text';
import './lottery.css';

type View = 'lobby' | 'bet' | 'results' | 'bets';
const VIEWS: readonly View[] = ['lobby', 'bet', 'results', 'bets'];

/** The opened periods are read again this often, and at the latest when a countdown reaches zero. */
const REFRESH_MS = 30_000;
/** Never more often than this, so a draw that is late to open does not hammer the server. */
const MIN_REFRESH_MS = 3_000;
/** How long after a cut-off or draw the periods, results and tickets are read once more. */
const SETTLE_LAG_MS = 6_000;

const storage = (): Pick<Storage, 'getItem' | 'setItem'> => {
  try {
    return window.localStorage;
  } catch {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  }
};

/** The lottery: lobby, betting view, results and my bets, over the studio's lottery API. */
export const LotteryGame = (props: GameProps) => {
  useTexts(props.lang);
  const { session, lang, setBalance, onError, opening } = props;
  const user = session.player.nickname;
  const trial = session.player.trial;
  const [menu, setMenu] = useState<MenuGame[] | null>(null);
  const [menuFailed, setMenuFailed] = useState(false);
  const [opened, setOpened] = useState<Map<string, Opened>>(new Map());
  const [recent, setRecent] = useState<Map<string, Draw>>(new Map());
  const [now, setNow] = useState(() => Date.now());
  const [favourites, setFavourites] = useState<string[]>(() => readFavourites(storage(), user));
  const [gameCode, setGameCode] = useState(session.game);
  // The portal's launch says where to open (getLabby's lottoView): the lobby, or this game's betting view.
  const [view, setView] = useState<View>(opening?.view === 'lobby' ? 'lobby' : 'bet');
  const [version, setVersion] = useState(0);
  const lastRead = useRef(0);
  const openedRef = useRef<Opened[]>([]);
  const settleCheck = useRef<number | null>(null);

  const loadMenu = useCallback(() => {
    lotteryApi
      .menu()
      .then((m) => setMenu(Object.values(m).flatMap((g) => g.gameMenus)))
      .catch(() => setMenuFailed(true));
  }, []);

  const readOpened = useCallback(() => {
    lastRead.current = Date.now();
    lotteryApi
      .opened()
      .then((list) => {
        openedRef.current = list;
        setOpened(new Map(list.map((o) => [o.gameCode, o])));
        // A new period may mean new results and settled tickets: results, my bets and the balance read again.
        setVersion((v) => v + 1);
        if (!trial)
          studioApi
            .balance()
            .then((b) => setBalance(b.balance))
            .catch(() => undefined);
      })
      .catch(() => undefined);
    lotteryApi
      .recent()
      .then((list) => setRecent(new Map(list.map((d) => [d.gameCode, d]))))
      .catch(() => undefined);
  }, [trial, setBalance]);

  useEffect(() => {
    loadMenu();
    readOpened();
  }, [loadMenu, readOpened]);

  // One clock for every countdown; a countdown at zero (or the half-minute) reads the periods again.
  useEffect(() => {
    const id = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      const crossed = needsRefresh(openedRef.current, lastRead.current, at);
      // A draw settles a few seconds after its time: read once more then, for my bets and the balance.
      if (crossed) settleCheck.current = at + SETTLE_LAG_MS;
      const settled = settleCheck.current !== null && at >= settleCheck.current;
      if (settled) settleCheck.current = null;
      const due = at - lastRead.current > REFRESH_MS || crossed || settled;
      if (due && at - lastRead.current > MIN_REFRESH_MS) readOpened();
    }, 1_000);
    return () => window.clearInterval(id);
  }, [readOpened]);

  const games = useMemo(() => menu ?? [], [menu]);
  const game = games.find((g) => g.gameCode === gameCode) ?? games[0];

  const star = (code: string) => setFavourites(toggleFavourite(storage(), user, code));
  const bought = useCallback(() => setVersion((v) => v + 1), []);

  if (menuFailed) {
    return (
      <div className="lot-game">
        <p role="alert" className="lot-bad">
          {lotteryText(lang, 'lottery.noResult')}
        </p>
        <button
          type="button"
          className="studio-button"
          onClick={() => {
            setMenuFailed(false);
            loadMenu();
          }}
        >
          {lotteryText(lang, 'lottery.retry')}
        </button>
      </div>
    );
  }
  if (!menu || !game) {
    return (
      <div className="lot-game" role="status">
        <p className="studio-muted">{lotteryText(lang, 'lottery.loading')}</p>
      </div>
    );
  }

  return (
    <div className="lot-game">
      <nav className="lot-nav" aria-label={lotteryText(lang, 'lottery.nav.label')}>
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            className="lot-nav-item"
            aria-current={v === view ? 'page' : undefined}
            onClick={() => setView(v)}
          >
            {lotteryText(lang, `lottery.nav.${v}`)}
          </button>
        ))}
      </nav>
      <div className="lot-view">
        {view === 'lobby' && (
          <Lobby
            lang={lang}
            games={games}
            opened={opened}
            recent={recent}
            favourites={favourites}
            now={now}
            onFavourite={star}
            onPlay={(code) => {
              setGameCode(code);
              setView('bet');
            }}
          />
        )}
        {view === 'bet' && (
          <Betting
            key={game.gameCode}
            lang={lang}
            game={game}
            initialBetType={game.gameCode === session.game ? (opening?.playType ?? undefined) : undefined}
            opened={opened.get(game.gameCode)}
            now={now}
            currency={session.player.currency}
            setBalance={setBalance}
            onError={onError}
            onBought={bought}
            onClosed={readOpened}
          />
        )}
        {view === 'results' && (
          <Results lang={lang} games={games} gameCode={game.gameCode} onGame={setGameCode} version={version} />
        )}
        {view === 'bets' && (
          <MyBets
            lang={lang}
            games={games}
            currency={session.player.currency}
            version={version}
            setBalance={setBalance}
            onError={onError}
          />
        )}
      </div>
    </div>
  );
};
