import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { studioGame } from '../../../src/engine/games';
import type { StudioLang } from '../../../src/engine/types';
import { LOTTERY_GAMES } from '../../../src/lottery/games';
import { PVP_NAMES } from '../../../src/pvp/names';
import { StudioError, type FairnessState, type Round, type SessionValue } from '../../../src/shared/api';
import { LIVE_TABLES, PVP_ROOMS } from '../../../src/shared/live';
import { TABLES, blackjack } from '../../../src/tables';
import { commonText, KNOWN_ERRORS } from '../shared/common-text';
import type { GameProps } from '../shared/game-props';
import { HTML_LANG, parseLang, rememberLang, t, useTexts } from '../shared/i18n';
import { rememberSession } from '../shared/session-store';
import { uiSound } from '../shared/sound';
import { appText } from './app-text';
import { FairnessPanel, type RevealedPair } from './fairness-panel';
import { HistoryPanel } from './history-panel';
import { openSession, readLaunch, safeLobby, type Launch, type Opened } from './launch';
import { Toasts, useToasts } from './toast';
import { TopBar } from './top-bar';

// Each game kind is its own chunk: a slot player never downloads the fish game, and the reverse.
const SlotGame = lazy(() => import('../slot/slot-game').then((m) => ({ default: m.SlotGame })));
const FishGame = lazy(() => import('../fish/fish-game').then((m) => ({ default: m.FishGame })));
const LiveTableGame = lazy(() => import('../live/live-table-game').then((m) => ({ default: m.LiveTableGame })));
const PvpRoomGame = lazy(() => import('../pvp/pvp-room').then((m) => ({ default: m.PvpRoomGame })));
const LotteryGame = lazy(() => import('../lottery/lottery-game').then((m) => ({ default: m.LotteryGame })));

/** Which page a session's game opens: a studio game, a LIVE table, a PvP room or the lottery; null when none. */
type GameKind = 'slot' | 'fish' | 'live' | 'pvp' | 'lottery';

const lotteryGame = (code: string) => LOTTERY_GAMES.find((g) => g.code === code);

const includes = (list: readonly string[], code: string) => list.includes(code);

const gameKind = (code: string): GameKind | null => {
  const game = studioGame(code);
  if (game) return game.kind;
  if (includes(LIVE_TABLES, code)) return 'live';
  if (includes(PVP_ROOMS, code)) return 'pvp';
  if (lotteryGame(code)) return 'lottery';
  return null;
};

/** The game's name in the player's language (the top bar and the document title). */
const gameTitle = (code: string, lang: StudioLang): string => {
  const game = studioGame(code);
  if (game) return game.names[lang];
  if (code === 'blackjack') return blackjack.names[lang];
  if (code in TABLES) return TABLES[code as keyof typeof TABLES].names[lang];
  if (includes(PVP_ROOMS, code)) return PVP_NAMES[lang];
  // The lottery's pages switch between its games: the top bar names the lottery, not the launched game.
  return lotteryGame(code) ? appText(lang, 'app.lottery') : code;
};

/** The page of each kind; a kind without a page here shows the "not available" screen. */
const GAME_PAGES: Partial<Record<GameKind, ComponentType<GameProps>>> = {
  slot: SlotGame,
  fish: FishGame,
  live: LiveTableGame,
  pvp: PvpRoomGame,
  lottery: LotteryGame,
};

const SOUND_KEY = 'pagoda-studio-sound';
const readSound = (): boolean => {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
};

/** Leaves the iframe for the portal's lobby (the top window), or the page itself when the top refuses. */
const goToLobby = (lobby: string) => {
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = lobby;
      return;
    }
  } catch {
    // A cross-origin top window can refuse navigation; opening into _top is the standard fallback.
    if (window.open(lobby, '_top')) return;
  }
  window.location.href = lobby;
};

/** A studio error code in the player's language; unknown codes read as the generic text, plain messages pass. */
const errorText = (lang: StudioLang, code: string): string => {
  if (KNOWN_ERRORS.has(code)) return t(lang, code);
  return /^[a-z_]+(\.[a-z_]+)+$/.test(code) ? commonText(lang, 'error.generic') : code;
};

const Loading = ({ lang }: { lang: StudioLang }) => (
  <div className="studio-screen" role="status">
    <div className="studio-spinner" aria-hidden="true" />
    <p>{appText(lang, 'app.loading')}</p>
  </div>
);

const Ended = ({ lang, lobby }: { lang: StudioLang; lobby: string | null }) => (
  <div className="studio-screen">
    <div className="studio-screen-card" role="alert">
      <h1>{appText(lang, 'app.ended.title')}</h1>
      <p>{appText(lang, 'app.ended.body')}</p>
      {lobby && (
        <button type="button" className="studio-button is-primary" onClick={() => goToLobby(lobby)}>
          {appText(lang, 'app.ended.lobby')}
        </button>
      )}
    </div>
  </div>
);

/** Catches a failed game chunk (network drop while loading) so the page offers a reload instead of going blank. */
class GameBoundary extends Component<{ lang: StudioLang; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="studio-screen">
        <div className="studio-screen-card" role="alert">
          <p>{commonText(this.props.lang, 'error.generic')}</p>
          <button type="button" className="studio-button is-primary" onClick={() => location.reload()}>
            {appText(this.props.lang, 'app.retry')}
          </button>
        </div>
      </div>
    );
  }
}

type ShellProps = { session: SessionValue; launch: Launch; lang: StudioLang };

const GameShell = ({ session, launch, lang }: ShellProps) => {
  const kind = gameKind(session.game);
  const lobby = launch.lobby ?? safeLobby(session.lobbyUrl);
  const [balance, setBalanceState] = useState(session.balance);
  const [fairness, setFairness] = useState<FairnessState>(session.fairness);
  const [sound, setSound] = useState(readSound);
  const [panel, setPanel] = useState<'history' | 'fairness' | null>(null);
  const [revealed, setRevealed] = useState<RevealedPair | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [ended, setEnded] = useState(false);
  const toasts = useToasts();
  const { push } = toasts;
  const gameName = gameTitle(session.game, lang);

  useEffect(() => {
    document.title = gameName;
  }, [gameName]);

  const setBalance = useCallback((next: string) => {
    setBalanceState(next);
    rememberSession({ balance: next });
  }, []);

  const onRound = useCallback((round: Round, next: FairnessState) => {
    setFairness(next);
    rememberSession({ fairness: next, lastRound: round });
    setHistoryVersion((v) => v + 1);
  }, []);

  const onError = useCallback(
    (code: string) => {
      if (code === StudioError.Unauthorized || code === StudioError.SessionEnded) setEnded(true);
      // Codes get their translation; an unknown code gets the generic text; anything else is a ready message.
      push(errorText(lang, code));
    },
    [lang, push],
  );

  const toggleSound = () => {
    const next = !sound;
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // The setting then lasts for this page only.
    }
    // The click is the user gesture browsers require before audio may start.
    if (next) {
      uiSound.unlock();
      uiSound.click();
    }
    setSound(next);
  };

  if (ended) return <Ended lang={lang} lobby={lobby} />;
  const Page = kind ? GAME_PAGES[kind] : undefined;
  if (!Page) {
    return (
      <div className="studio-screen">
        <div className="studio-screen-card" role="alert">
          <p>{appText(lang, 'app.unknownGame')}</p>
        </div>
      </div>
    );
  }

  const opening = { view: launch.view, playType: launch.playType };
  const props: GameProps = { session, lang, balance, setBalance, sound, onRound, onError, opening };

  return (
    <div className={`studio-app theme-${session.game}`}>
      <TopBar
        lang={lang}
        gameName={gameName}
        fun={launch.fun || session.player.trial}
        balance={balance}
        currency={session.player.currency}
        sound={sound}
        onSound={toggleSound}
        onHistory={kind === 'slot' || kind === 'fish' ? () => setPanel('history') : null}
        onFairness={kind === 'slot' || kind === 'fish' ? () => setPanel('fairness') : null}
        onExit={lobby ? () => goToLobby(lobby) : null}
      />
      <main className="studio-stage">
        <GameBoundary lang={lang}>
          <Suspense fallback={<Loading lang={lang} />}>
            <Page {...props} />
          </Suspense>
        </GameBoundary>
      </main>
      {panel === 'history' && (
        <HistoryPanel lang={lang} version={historyVersion} onClose={() => setPanel(null)} onError={onError} />
      )}
      {panel === 'fairness' && (
        <FairnessPanel
          lang={lang}
          fairness={fairness}
          revealed={revealed}
          onRotated={(next, previous) => {
            setFairness(next);
            setRevealed(previous);
            rememberSession({ fairness: next });
          }}
          onClose={() => setPanel(null)}
          onError={onError}
        />
      )}
      <Toasts items={toasts.items} dismiss={toasts.dismiss} dismissLabel={appText(lang, 'app.dismiss')} />
    </div>
  );
};

/** /play: opens the studio session named by the launch URL and hands it to the game. */
export const PlayPage = () => {
  const launch = useMemo(() => readLaunch(), []);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void openSession(launch, attempt > 0).then((o) => {
      if (live) setOpened(o);
    });
    return () => {
      live = false;
    };
  }, [launch, attempt]);

  const lang: StudioLang = launch.lang ?? (opened?.kind === 'ok' ? parseLang(opened.session.language) : null) ?? 'EN';
  useTexts(lang);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    rememberLang(lang);
  }, [lang]);

  if (!opened) return <Loading lang={lang} />;
  if (opened.kind === 'ended') return <Ended lang={lang} lobby={launch.lobby} />;
  if (opened.kind === 'error') {
    return (
      <div className="studio-screen">
        <div className="studio-screen-card" role="alert">
          <p>{errorText(lang, opened.errorCode)}</p>
          <button
            type="button"
            className="studio-button is-primary"
            onClick={() => {
              setOpened(null);
              setAttempt((n) => n + 1);
            }}
          >
            {appText(lang, 'app.retry')}
          </button>
        </div>
      </div>
    );
  }
  return <GameShell session={opened.session} launch={launch} lang={lang} />;
};
