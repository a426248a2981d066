import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { PvpView } from '../../../src/pvp/view';
import type { ServerMessage } from '../../../src/shared/live';
import type { GameProps } from '../shared/game-props';
import { useTexts } from '../shared/i18n';
import { LiveSocket, liveUrl, type ConnectionState } from '../shared/live-socket';
import { formatCurrency, minorToText, parseMinor } from '../shared/money';
import {
  controls,
  countdown,
  currentSettlement,
  NARROW_TABLE,
  permilleText,
  phaseKey,
  phaseTotalMs,
  seatModel,
  seatPositions,
  soundCues,
  WIDE_TABLE,
} from './pvp-model';
import { ResultsPanel, RulesPanel } from './pvp-panels';
import { actionMessage, parsePvpView, READY_SUPPORTED, requestId, type PvpAction } from './pvp-protocol';
import { labelText, PvpSeat } from './pvp-seat';
import { createPvpSound } from './pvp-sound';
import { pvpErrorKey, pvpText } from './pvp-text';
import './pvp.css';

/** An action unanswered for this long frees its button again (the answer may have been lost in a reconnect). */
const PENDING_MS = 5_000;
/** The countdown redraws this often; the seconds shown change at most once per tick. */
const CLOCK_MS = 250;
/** The player's own turn ticks audibly in its last seconds. */
const TICK_FROM_S = 3;

const RING = 2 * Math.PI * 26;

/** Matches pvp.css: below this width the seats take the narrow geometry. */
const NARROW = '(max-width: 560px)';
const subscribeNarrow = (change: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

const Timer = ({ seconds, fraction, label }: { seconds: number; fraction: number; label: string }) => (
  <div className={seconds <= TICK_FROM_S ? 'pvp-timer is-urgent' : 'pvp-timer'} role="timer" aria-label={label}>
    <svg viewBox="0 0 60 60" aria-hidden="true">
      <circle cx="30" cy="30" r="26" className="pvp-timer-track" />
      <circle
        cx="30"
        cy="30"
        r="26"
        className="pvp-timer-ring"
        strokeDasharray={RING}
        strokeDashoffset={RING * (1 - fraction)}
        transform="rotate(-90 30 30)"
      />
    </svg>
    <span aria-hidden="true">{seconds}</span>
  </div>
);

/** The Niu Niu room: seats around the table, the phase and its countdown, and the player's own controls. */
export const PvpRoomGame = (props: GameProps) => {
  // This chunk's texts (registered on import) in the player's language, before the first paint.
  useTexts(props.lang);
  const { session, lang, sound, setBalance, onError } = props;
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [view, setView] = useState<PvpView | null>(null);
  const [wallet, setWallet] = useState<number | null>(() => parseMinor(props.balance));
  const [currency, setCurrency] = useState(session.player.currency);
  const [pending, setPending] = useState<PvpAction['kind'] | null>(null);
  const [now, setNow] = useState(0);
  const [panel, setPanel] = useState<'rules' | 'results' | null>(null);
  const socketRef = useRef<LiveSocket | null>(null);
  const viewRef = useRef<PvpView | null>(null);
  const pendingRef = useRef<string | null>(null);
  const lastTickRef = useRef<number | null>(null);
  const badViewRef = useRef(false);
  const audio = useMemo(() => createPvpSound(), []);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow);

  const clearPending = () => {
    pendingRef.current = null;
    setPending(null);
  };

  const takeWallet = (balance: number) => {
    setWallet(balance);
    setBalance(minorToText(balance));
  };

  const receive = useEffectEvent((message: ServerMessage) => {
    const socket = socketRef.current;
    switch (message.t) {
      case 'hello':
        setCurrency(message.currency);
        takeWallet(message.balance);
        break;
      case 'pvp': {
        const next = parsePvpView(message.state);
        if (!next) {
          // A view this page cannot read: say so once rather than show a table that no longer moves.
          if (!badViewRef.current) onError(pvpText(lang, 'pvp.error.generic'));
          badViewRef.current = true;
          return;
        }
        badViewRef.current = false;
        const prev = viewRef.current;
        viewRef.current = next;
        setView(next);
        // The room reports a seated player's balance; a spectator's figure there is no reading of the wallet.
        if (next.you !== null) takeWallet(message.balance);
        if (socket) setNow(socket.serverNow());
        if (pendingRef.current) clearPending();
        if (sound) for (const cue of soundCues(prev, next)) audio.play(cue);
        break;
      }
      case 'error': {
        if (message.id && message.id === pendingRef.current) clearPending();
        if (sound) audio.error();
        const key = pvpErrorKey(message.code);
        onError(key ? pvpText(lang, key) : message.code);
        break;
      }
      default:
        break;
    }
  });

  const tick = useEffectEvent(() => {
    const socket = socketRef.current;
    if (!socket) return;
    const t = socket.serverNow();
    setNow(t);
    const v = viewRef.current;
    if (!sound || !v || v.deadline === null) return;
    const left = Math.ceil((v.deadline - t) / 1000);
    if (left !== lastTickRef.current && left > 0 && left <= TICK_FROM_S && controls(v, null, READY_SUPPORTED).due) {
      audio.tick();
    }
    lastTickRef.current = left;
  });

  useEffect(() => {
    const socket = new LiveSocket({
      url: liveUrl(),
      session: session.session,
      onMessage: (message) => receive(message),
      onState: setConnection,
    });
    socketRef.current = socket;
    const clock = setInterval(() => tick(), CLOCK_MS);
    return () => {
      clearInterval(clock);
      socketRef.current = null;
      socket.close();
    };
  }, [session.session]);

  const act = (action: PvpAction) => {
    if (sound) {
      audio.unlock();
      audio.click();
    }
    const id = requestId();
    const message = actionMessage(action, id);
    const socket = socketRef.current;
    if (!message) return;
    if (!socket || !socket.send(message)) {
      onError(pvpText(lang, 'pvp.error.offline'));
      return;
    }
    pendingRef.current = id;
    setPending(action.kind);
    setTimeout(() => {
      if (pendingRef.current === id) clearPending();
    }, PENDING_MS);
  };

  const config = view?.config ?? null;
  const c = view ? controls(view, wallet, READY_SUPPORTED) : null;
  const seats = view ? view.seats.map((_, i) => seatModel(view, i)) : [];
  const spots = view ? seatPositions(view.seats.length, view.you ?? 0, narrow ? NARROW_TABLE : WIDE_TABLE) : [];
  const clock = view && now > 0 ? countdown(view.deadline, now, phaseTotalMs(view)) : null;
  const settled = view ? currentSettlement(view) : null;
  const taken = view ? view.seats.filter((s) => s !== null).length : 0;
  const me = view && view.you !== null ? (view.seats[view.you]?.player ?? null) : null;
  const busy = pending !== null || connection !== 'open';
  const text = (key: Parameters<typeof pvpText>[1], vars?: Record<string, string | number>) => pvpText(lang, key, vars);

  return (
    <div className="pvp-room" data-phase={view?.phase ?? 'connecting'}>
      <section className="pvp-info" aria-label={text('pvp.roomInfo')}>
        {config && (
          <>
            <span className="pvp-info-item">
              {text('pvp.stake')} <strong data-testid="pvp-stake">{formatCurrency(config.stake, currency)}</strong>
            </span>
            <span className="pvp-info-item">
              {text('pvp.rake')} <strong data-testid="pvp-rake">{permilleText(config.rakePermille)}</strong>
            </span>
            <span className="pvp-info-item">{text('pvp.seatsTaken', { taken, total: config.seats })}</span>
            {view && view.handNo > 0 && (
              <span className="pvp-info-item">{text('pvp.handNo', { no: view.handNo })}</span>
            )}
          </>
        )}
        <span className={`pvp-conn is-${connection}`} data-testid="pvp-connection">
          <span className="pvp-conn-dot" aria-hidden="true" />
          {text(`pvp.conn.${connection}`)}
        </span>
        <span className="pvp-info-actions">
          <button type="button" className="studio-button" onClick={() => setPanel('rules')}>
            {text('pvp.rules')}
          </button>
          <button type="button" className="studio-button" disabled={!view?.last} onClick={() => setPanel('results')}>
            {text('pvp.lastHand')}
          </button>
        </span>
      </section>

      <section className="pvp-table" aria-label={text('pvp.table')} data-seats={view?.seats.length ?? 0}>
        <div className="pvp-felt" aria-hidden="true" />
        <div className="pvp-center">
          <p className="pvp-phase" role="status" data-testid="pvp-phase">
            {text(phaseKey(view))}
            {view && view.handNo > 0 && view.phase !== 'waiting' && (
              <span className="studio-sr"> · {text('pvp.handNo', { no: view.handNo })}</span>
            )}
          </p>
          {clock && clock.ms > 0 && (
            <Timer
              seconds={clock.seconds}
              fraction={clock.fraction}
              label={text('pvp.timeLeft', { s: clock.seconds })}
            />
          )}
          {settled && (
            <p className="pvp-center-rake" data-testid="pvp-house-rake">
              {text('pvp.results.houseRake', { amount: formatCurrency(settled.rake, currency) })}
            </p>
          )}
        </div>
        <ol className="pvp-seats">
          {seats.map((seat, i) => {
            const spot = spots[i]!;
            return (
              <li
                key={i}
                className={`pvp-spot is-${spot.place}${seat.you ? ' is-you' : ''}`}
                style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
              >
                <PvpSeat lang={lang} seat={seat} currency={currency} />
              </li>
            );
          })}
        </ol>
      </section>

      <section className="pvp-actions" aria-label={text('pvp.title')}>
        <div className="pvp-hints" aria-live="polite" data-testid="pvp-hints">
          {(c?.hints ?? [{ key: 'pvp.hint.connecting' as const }]).map((hint) => (
            <p key={hint.key}>{labelText(lang, hint, currency)}</p>
          ))}
        </div>
        {c && (
          <div className="pvp-buttons">
            {c.bets && (
              <div className="pvp-bets" role="group" aria-label={text('pvp.betOptions')}>
                {c.bets.map((b) => (
                  <button
                    key={b.multiple}
                    type="button"
                    className={
                      b.chosen
                        ? 'studio-button is-primary pvp-bet-button is-chosen'
                        : 'studio-button is-primary pvp-bet-button'
                    }
                    disabled={busy || !b.enabled}
                    aria-pressed={b.chosen}
                    aria-label={text('pvp.betLabel', { m: b.multiple, amount: formatCurrency(b.amount, currency) })}
                    onClick={() => act({ kind: 'bet', multiple: b.multiple })}
                  >
                    <span>×{b.multiple}</span>
                    <small>{formatCurrency(b.amount, currency)}</small>
                  </button>
                ))}
              </div>
            )}
            {c.reveal !== 'hidden' && (
              <button
                type="button"
                className="studio-button is-primary"
                disabled={busy || c.reveal !== 'enabled'}
                onClick={() => act({ kind: 'reveal' })}
              >
                {text('pvp.reveal')}
              </button>
            )}
            {c.sit !== 'hidden' && (
              <button
                type="button"
                className="studio-button is-primary"
                disabled={busy || c.sit !== 'enabled'}
                onClick={() => act({ kind: 'sit' })}
              >
                {text('pvp.sit')}
              </button>
            )}
            {c.stay && (
              <button
                type="button"
                className="studio-button is-primary"
                disabled={busy}
                onClick={() => act({ kind: 'sit' })}
              >
                {text('pvp.stay')}
              </button>
            )}
            {c.ready !== 'hidden' && (
              <button
                type="button"
                className="studio-button is-primary"
                disabled={busy || c.ready !== 'enabled'}
                aria-pressed={c.ready === 'done'}
                onClick={() => act({ kind: 'ready' })}
              >
                {text('pvp.ready')}
              </button>
            )}
            {c.leave && (
              <button type="button" className="studio-button" disabled={busy} onClick={() => act({ kind: 'leave' })}>
                {text('pvp.leave')}
              </button>
            )}
          </div>
        )}
      </section>

      {panel === 'rules' && <RulesPanel lang={lang} config={config} onClose={() => setPanel(null)} />}
      {panel === 'results' && (
        <ResultsPanel
          lang={lang}
          last={view?.last ?? null}
          me={me}
          currency={currency}
          onClose={() => setPanel(null)}
        />
      )}
    </div>
  );
};
