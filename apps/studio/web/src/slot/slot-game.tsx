import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { studioGame } from '../../../src/engine/games';
import type { Cell, SlotGameDef, SlotScreen, SlotWin } from '../../../src/engine/types';
import { StudioError } from '../../../src/shared/api';
import { studioApi, StudioApiError } from '../shared/api-client';
import type { GameProps } from '../shared/game-props';
import { t, useTexts } from '../shared/i18n';
import { Icon } from '../shared/icons';
import { formatCurrency, formatMinor, minorToText, parseMinor } from '../shared/money';
import { isSlotOutcome } from '../shared/outcome';
import { Panel } from '../shared/panel';
import { markRoundShown, wasRoundShown } from '../shared/session-store';
import { describeWin, slotWords, symbolName } from '../shared/slot-words';
import { ReelSet } from './reel-set';
import { RulesPanel } from './rules-panel';
import { useSlotMachine } from './slot-machine';
import { slotSound } from './slot-sound';
import { slotText } from './slot-text';
import { PaylineOverlay, WinBanner, type Banner } from './slot-views';
import { countUpMs, Pacer, winTier } from './timing';
import { useSpaceToSpin } from './use-space-to-spin';
import './slot.css';

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;
/** Reel r starts braking r × STAGGER_MS after the first: the reels stop left to right. */
const STAGGER_MS = 180;
/** Extra spin for each reel that could complete a free-spin trigger (two scatters already showing). */
const ANTICIPATION_MS = 900;
/** Each win of a multi-win screen is shown on its own for this long, in a loop, until the next spin. */
const CYCLE_MS = 1600;

type Status =
  | { kind: 'luck' }
  | { kind: 'noWin' }
  | { kind: 'win'; win: SlotWin; coinValue: number }
  | { kind: 'total'; amount: number }
  | { kind: 'last'; amount: number }
  | { kind: 'autoFunds' }
  | { kind: 'autoError' };

/** The screen shown before any round: each reel's strip from a fixed offset, so the reels look like themselves. */
const openingGrid = (game: SlotGameDef): string[][] =>
  Array.from({ length: game.reels }, (_, r) => {
    const strip = game.reelStrips?.[r] ?? game.symbols.map((s) => s.id);
    return Array.from({ length: game.rows }, (_, row) => strip[(r * 5 + row) % strip.length]!);
  });

const allCells = (screen: SlotScreen): Cell[] => screen.wins.flatMap((w) => w.cells);
const linesOf = (wins: SlotWin[]): number[] => [...new Set(wins.filter((w) => w.line >= 0).map((w) => w.line))];

/** Which reels spin on for suspense: those after two scatters have already landed (free-spin games only). */
const anticipationDelays = (game: SlotGameDef, grid: string[][], scatter: string | null): number[] => {
  let seen = 0;
  let extra = 0;
  return Array.from({ length: game.reels }, (_, r) => {
    if (scatter && game.freeSpinsAwarded.length > 0 && seen >= 2) extra += ANTICIPATION_MS;
    seen += (grid[r] ?? []).filter((id) => id === scatter).length;
    return r * STAGGER_MS + extra;
  });
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One component for every slot game: the game definition gives the reels, rows, symbols and rules. */
export const SlotGame = (props: GameProps) => {
  // This chunk's texts (registered on import) in the player's language, before the first paint.
  useTexts(props.lang);
  const { session, lang, balance } = props;
  const found = studioGame(session.game);
  if (!found || found.kind !== 'slot') throw new Error(`${session.game} is not a slot game`);
  const game = found;
  const currency = session.player.currency;
  const scatter = game.symbols.find((s) => s.kind === 'scatter')?.id ?? null;
  const art = useCallback((id: string) => `/art/${game.code}/${id}.svg`, [game.code]);

  const last = session.lastRound;
  const lastOutcome =
    last && last.kind === 'slot' && last.game === game.code && isSlotOutcome(last.outcome) ? last.outcome : null;

  const [coinValue, setCoinValue] = useState(() =>
    last && game.coinValues.includes(last.coinValue) ? last.coinValue : game.coinValues[0]!,
  );
  const { phase, free, auto, phaseRef, send } = useSlotMachine();
  const [status, setStatus] = useState<Status>({ kind: 'luck' });
  const [banner, setBanner] = useState<Banner | null>(null);
  const [lines, setLines] = useState<number[]>([]);
  const [panel, setPanel] = useState<'rules' | 'auto' | null>(null);
  const [grid, setGrid] = useState<string[][]>(() =>
    lastOutcome ? (lastOutcome.freeSpins.at(-1) ?? lastOutcome.base).grid : openingGrid(game),
  );

  const hostRef = useRef<HTMLDivElement>(null);
  const meterRef = useRef<HTMLSpanElement>(null);
  const bannerMeterRef = useRef<HTMLSpanElement>(null);
  const reelsRef = useRef<ReelSet | null>(null);
  const pacerRef = useRef(new Pacer());
  const cycleRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const lastWinRef = useRef(0);
  const gridRef = useRef(grid);
  // The async round reads the newest props (balance, sound) through this, not the render it started in.
  const latest = useRef({ props, coinValue });
  useLayoutEffect(() => {
    latest.current = { props, coinValue };
    phaseRef.current = phase;
  });

  const bet = coinValue * game.coinsPerSpin;
  const money = useCallback((minor: number) => formatCurrency(minor, currency), [currency]);

  const stopCycle = () => {
    if (cycleRef.current) clearInterval(cycleRef.current);
    cycleRef.current = null;
  };

  // Build the reels once per game; they draw themselves, React only hosts them.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const reels = new ReelSet(host, {
      reels: game.reels,
      rows: game.rows,
      strips: game.reelStrips ?? Array.from({ length: game.reels }, () => game.symbols.map((s) => s.id)),
      art,
      initial: gridRef.current,
      reduced: reducedMotion(),
    });
    reelsRef.current = reels;
    const pacer = new Pacer();
    pacerRef.current = pacer;
    for (const s of game.symbols) new Image().src = art(s.id);
    return () => {
      pacer.stop();
      reels.destroy();
      reelsRef.current = null;
      if (cycleRef.current) clearInterval(cycleRef.current);
    };
  }, [game, art]);

  // Reload mid-round: the last round's final screen is on the reels; if this tab never finished showing it,
  // its wins and amount are shown now.
  useEffect(() => {
    if (!last || !lastOutcome || wasRoundShown(last.id)) return;
    const final = lastOutcome.freeSpins.at(-1) ?? lastOutcome.base;
    const amount = parseMinor(last.win) ?? lastOutcome.winCoins * last.coinValue;
    reelsRef.current?.highlight(allCells(final));
    if (meterRef.current) meterRef.current.textContent = amount > 0 ? formatCurrency(amount, currency) : '';
    // Deferred (and marked shown only then) so a StrictMode re-run of this effect still shows it once.
    const timer = setTimeout(() => {
      markRoundShown(last.id);
      setLines(linesOf(final.wins));
      setStatus({ kind: 'last', amount });
    }, 0);
    return () => clearTimeout(timer);
  }, [last, lastOutcome, currency]);

  const play = (fn: () => void) => {
    if (latest.current.props.sound) fn();
  };

  const stopAuto = (reason: 'funds' | 'error' | null) => {
    send({ type: 'autoStop' });
    if (reason) setStatus({ kind: reason === 'funds' ? 'autoFunds' : 'autoError' });
  };

  const showScreenWins = async (screen: SlotScreen, cv: number, shown: number, betMinor: number) => {
    const reels = reelsRef.current;
    const amount = screen.winCoins * cv;
    if (!reels || amount <= 0) return shown;
    reels.highlight(allCells(screen));
    setLines(linesOf(screen.wins));
    const only = screen.wins.length === 1 ? screen.wins[0] : undefined;
    setStatus(only ? { kind: 'win', win: only, coinValue: cv } : { kind: 'total', amount });
    play(() => slotSound.win(Math.min(3, winTier(amount, betMinor))));
    await pacerRef.current.countUp(meterRef.current, shown, shown + amount, countUpMs(amount, betMinor), money, () =>
      play(slotSound.tick),
    );
    return shown + amount;
  };

  const cycleWins = (screen: SlotScreen, cv: number, total: number) => {
    stopCycle();
    if (screen.wins.length < 2) return;
    let k = -1;
    cycleRef.current = setInterval(() => {
      k = k + 1 >= screen.wins.length ? -1 : k + 1;
      const win = k >= 0 ? screen.wins[k] : undefined;
      reelsRef.current?.highlight(win ? win.cells : allCells(screen));
      setLines(win ? (win.line >= 0 ? [win.line] : []) : linesOf(screen.wins));
      setStatus(win ? { kind: 'win', win, coinValue: cv } : { kind: 'total', amount: total });
    }, CYCLE_MS);
  };

  const landOn = (screen: SlotScreen, delays: number[]) => {
    const reels = reelsRef.current;
    if (!reels) return Promise.resolve();
    let scatters = 0;
    return reels
      .land(
        screen.grid,
        screen.stops ?? null,
        delays,
        (reel) => {
          play(() => slotSound.reelStop(reel));
          const here = (screen.grid[reel] ?? []).filter((id) => id === scatter).length;
          if (here > 0) {
            scatters += here;
            play(() => slotSound.scatter(scatters));
          }
        },
        (reel) => delays[reel]! > reel * STAGGER_MS,
      )
      .then(() => {
        gridRef.current = screen.grid;
        setGrid(screen.grid);
      });
  };

  /** One paid round: bet, spin, land, present, free spins, big win. Resolves false when it did not run. */
  const spin = async (): Promise<boolean> => {
    const reels = reelsRef.current;
    if (!reels || phaseRef.current !== 'idle') return false;
    const { props: p, coinValue: cv } = latest.current;
    const betMinor = cv * game.coinsPerSpin;
    const before = parseMinor(p.balance) ?? 0;
    if (before < betMinor) {
      p.onError(StudioError.InsufficientFunds);
      stopAuto(auto !== null ? 'funds' : null);
      play(slotSound.error);
      return false;
    }
    const pacer = pacerRef.current;
    pacer.skip();
    stopCycle();
    send({ type: 'phase', phase: 'spinning' });
    setStatus({ kind: 'luck' });
    setLines([]);
    if (meterRef.current) meterRef.current.textContent = '';
    play(slotSound.spinStart);
    // The bet leaves the balance as the reels start; the server's balance replaces it when the round ends.
    p.setBalance(minorToText(before - betMinor));
    reels.spin();

    let answer;
    try {
      answer = await studioApi.spin(cv);
    } catch (e) {
      const code = e instanceof StudioApiError ? e.errorCode : StudioError.PlatformUnavailable;
      await reels.land(gridRef.current, null, [], () => undefined);
      try {
        p.setBalance((await studioApi.balance()).balance);
      } catch {
        p.setBalance(minorToText(before));
      }
      p.onError(code);
      stopAuto(code === StudioError.InsufficientFunds ? 'funds' : 'error');
      play(slotSound.error);
      send({ type: 'phase', phase: 'idle' });
      return false;
    }

    const { round } = answer;
    latest.current.props.onRound(round, answer.fairness);
    if (!isSlotOutcome(round.outcome)) {
      await reels.land(gridRef.current, null, [], () => undefined);
      latest.current.props.setBalance(answer.balance);
      latest.current.props.onError('error.generic');
      stopAuto('error');
      send({ type: 'phase', phase: 'idle' });
      return false;
    }
    const outcome = round.outcome;
    const roundCv = round.coinValue;
    const roundBet = roundCv * round.coins;
    const total = parseMinor(round.win) ?? outcome.winCoins * roundCv;

    await landOn(outcome.base, anticipationDelays(game, outcome.base.grid, scatter));
    let shown = await showScreenWins(outcome.base, roundCv, 0, roundBet);

    if (outcome.freeSpins.length > 0) {
      send({ type: 'phase', phase: 'free' });
      await pacer.wait(outcome.base.winCoins > 0 ? 900 : 400);
      setBanner({ kind: 'free', spins: outcome.freeSpins.length, multiplier: game.freeSpinMultiplier });
      play(slotSound.freeSpins);
      await pacer.wait(2400);
      setBanner(null);
      for (let i = 0; i < outcome.freeSpins.length; i++) {
        const screen = outcome.freeSpins[i]!;
        send({
          type: 'freeSpin',
          free: { index: i + 1, count: outcome.freeSpins.length, multiplier: game.freeSpinMultiplier },
        });
        setLines([]);
        setStatus({ kind: 'luck' });
        reels.spin();
        play(slotSound.spinStart);
        await landOn(
          screen,
          Array.from({ length: game.reels }, (_, r) => r * STAGGER_MS - 400),
        );
        shown = await showScreenWins(screen, roundCv, shown, roundBet);
        await pacer.wait(screen.winCoins > 0 ? 800 : 300);
      }
      send({ type: 'freeEnd' });
      const freeTotal = outcome.freeSpins.reduce((sum, s) => sum + s.winCoins, 0) * roundCv;
      setBanner({ kind: 'freeTotal', amount: freeTotal });
      play(() => slotSound.win(3));
      await pacer.wait(2600);
      setBanner(null);
    }

    if (meterRef.current) meterRef.current.textContent = total > 0 ? money(total) : '';
    const tier = winTier(total, roundBet);
    if (tier >= 3) {
      send({ type: 'phase', phase: 'banner' });
      setBanner({ kind: tier === 4 ? 'mega' : 'big', amount: total });
      play(slotSound.bigWin);
      // The banner's figure exists once React has committed it.
      for (let i = 0; i < 30 && !bannerMeterRef.current; i++) await nextFrame();
      await pacer.countUp(
        bannerMeterRef.current,
        0,
        total,
        countUpMs(total, roundBet),
        (m) => money(m),
        () => play(slotSound.tick),
      );
      await pacer.wait(1800);
      setBanner(null);
    }

    latest.current.props.setBalance(answer.balance);
    markRoundShown(round.id);
    lastWinRef.current = total;
    if (total <= 0) setStatus({ kind: 'noWin' });
    else if (outcome.freeSpins.length > 0) setStatus({ kind: 'total', amount: total });
    else cycleWins(outcome.base, roundCv, total);
    send({ type: 'phase', phase: 'idle' });
    return true;
  };

  const autoTick = useEffectEvent(() => {
    send({ type: 'autoTick' });
    void spin();
  });

  // Autoplay: the next spin starts a moment after the last one fully ended (a little longer after a win).
  useEffect(() => {
    if (phase !== 'idle' || auto === null) return;
    const timer = setTimeout(() => autoTick(), lastWinRef.current > 0 ? 1200 : 400);
    return () => clearTimeout(timer);
  }, [phase, auto]);

  // A press skips a win banner's count-up, or spins when autoplay is off.
  useSpaceToSpin(() => {
    if (phaseRef.current === 'banner') pacerRef.current.skip();
    else if (auto === null) {
      play(slotSound.unlock);
      void spin();
    }
  });

  const changeBet = (step: 1 | -1) => {
    const i = game.coinValues.indexOf(coinValue) + step;
    const next = game.coinValues[i];
    if (next === undefined) return;
    play(slotSound.click);
    setCoinValue(next);
  };

  const statusText = useMemo(() => {
    switch (status.kind) {
      case 'luck':
        return slotText(lang, 'slot.goodLuck');
      case 'noWin':
        return slotText(lang, 'slot.noWin');
      case 'win':
        return describeWin(lang, status.win, status.coinValue, money, scatter);
      case 'total':
        return `${slotWords(lang, 'slot.win')}: ${formatCurrency(status.amount, currency)}`;
      case 'last':
        return slotText(lang, 'slot.lastRound', { amount: formatCurrency(status.amount, currency) });
      case 'autoFunds':
        return slotText(lang, 'slot.autoStoppedFunds');
      case 'autoError':
        return slotText(lang, 'slot.autoStoppedError');
    }
  }, [status, lang, currency, money, scatter]);

  const busy = phase !== 'idle';
  const balanceMinor = parseMinor(balance) ?? 0;
  const coinIndex = game.coinValues.indexOf(coinValue);
  const aspect = `${game.reels} / ${game.rows}`;

  return (
    <div
      className={`slot-game theme-${game.code}${free ? ' is-free' : ''}`}
      data-testid="slot-game"
      data-phase={phase}
      style={{ backgroundImage: `url(/art/${game.code}/background.svg)` }}
    >
      <div className="slot-stage">
        <div className="slot-cabinet" style={{ ['--reels' as string]: game.reels, ['--rows' as string]: game.rows }}>
          {free && (
            <div className="slot-free-bar" aria-live="polite">
              <span>{slotText(lang, 'slot.freeSpin', { i: free.index, n: free.count })}</span>
              <span className="slot-multiplier-badge">×{free.multiplier}</span>
            </div>
          )}
          <div className="slot-window" style={{ aspectRatio: aspect }}>
            <div ref={hostRef} className="slot-reels" aria-hidden="true" data-testid="slot-reels" />
            <PaylineOverlay game={game} lines={lines} />
            <ul className="studio-sr" aria-label={slotText(lang, 'slot.symbolsLabel')}>
              {grid.map((col, r) => (
                <li key={r}>
                  {slotWords(lang, 'slot.screenLabel', {
                    reel: r + 1,
                    symbols: col.map((id) => symbolName(id, lang)).join(', '),
                  })}
                </li>
              ))}
            </ul>
            {banner && (
              <WinBanner
                banner={banner}
                lang={lang}
                money={money}
                meterRef={bannerMeterRef}
                onSkip={() => pacerRef.current.skip()}
              />
            )}
          </div>
        </div>
      </div>

      <div className="slot-controls">
        <p className="slot-status" role="status" data-testid="slot-status">
          {statusText}
        </p>
        <div className="slot-meter">
          <span className="slot-meter-label">{slotWords(lang, 'slot.win')}</span>
          <span className="slot-meter-value" ref={meterRef} data-testid="slot-win" />
        </div>
        <div className="slot-bet" role="group" aria-label={slotText(lang, 'slot.bet')}>
          <button
            type="button"
            className="slot-round-button"
            onClick={() => changeBet(-1)}
            disabled={busy || auto !== null || coinIndex <= 0}
            aria-label={slotText(lang, 'slot.betDown')}
          >
            <Icon name="minus" />
          </button>
          <div className="slot-bet-value">
            <span className="slot-bet-label">{slotText(lang, 'slot.bet')}</span>
            <output className="slot-bet-amount" data-testid="slot-bet" aria-live="polite">
              {money(bet)}
            </output>
            <span className="slot-bet-coins">
              {slotText(lang, 'slot.coins', { coins: game.coinsPerSpin, coin: formatMinor(coinValue) })}
            </span>
          </div>
          <button
            type="button"
            className="slot-round-button"
            onClick={() => changeBet(1)}
            disabled={busy || auto !== null || coinIndex >= game.coinValues.length - 1}
            aria-label={slotText(lang, 'slot.betUp')}
          >
            <Icon name="plus" />
          </button>
        </div>
        <div className="slot-actions">
          <button
            type="button"
            className="slot-round-button"
            onClick={() => setPanel('rules')}
            aria-label={slotText(lang, 'slot.rules')}
            title={slotText(lang, 'slot.rules')}
          >
            <Icon name="info" />
          </button>
          <button
            type="button"
            className={`slot-spin${busy ? ' is-busy' : ''}`}
            onClick={() => {
              play(slotSound.unlock);
              void spin();
            }}
            disabled={busy || auto !== null}
            aria-label={slotText(lang, 'slot.spin')}
            data-testid="slot-spin"
          >
            <Icon name="spin" size={40} />
          </button>
          {auto === null ? (
            <button
              type="button"
              className="slot-round-button slot-auto"
              onClick={() => setPanel('auto')}
              disabled={busy}
              aria-label={slotText(lang, 'slot.autoTitle')}
              title={slotText(lang, 'slot.autoTitle')}
            >
              <Icon name="autoplay" />
              <span className="slot-auto-text">{slotText(lang, 'slot.auto')}</span>
            </button>
          ) : (
            <button
              type="button"
              className="slot-round-button slot-auto is-running"
              onClick={() => stopAuto(null)}
              aria-label={slotText(lang, 'slot.autoStop', { n: auto })}
              data-testid="slot-auto-stop"
            >
              <Icon name="stop" />
              <span className="slot-auto-text">{auto}</span>
            </button>
          )}
        </div>
      </div>

      {panel === 'rules' && (
        <RulesPanel game={game} lang={lang} coinValue={coinValue} currency={currency} onClose={() => setPanel(null)} />
      )}
      {panel === 'auto' && (
        <Panel
          title={slotText(lang, 'slot.autoTitle')}
          closeLabel={t(lang, 'app.close')}
          onClose={() => setPanel(null)}
        >
          <div className="slot-auto-choices">
            {AUTOPLAY_COUNTS.map((n) => (
              <button
                key={n}
                type="button"
                className="studio-button is-primary"
                disabled={balanceMinor < bet}
                onClick={() => {
                  setPanel(null);
                  play(slotSound.unlock);
                  lastWinRef.current = 0;
                  send({ type: 'autoStart', spins: n });
                }}
              >
                {slotText(lang, 'slot.autoSpins', { n })}
              </button>
            ))}
          </div>
        </Panel>
      )}
    </div>
  );
};
