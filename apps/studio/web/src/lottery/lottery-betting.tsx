import { useEffect, useMemo, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import { betTypeByCode, lineSize, oddsFor } from '../../../src/lottery';
import type { Frequency, MenuGame, Opened } from '../../../src/shared/lottery-api';
import { lotteryApi, StudioApiError } from '../shared/api-client';
import { formatCurrency } from '../shared/money';
import { chaseBodyOf, CHASE_DEFAULTS, chasePeriods, chasePreview, type ChaseSettings } from './lottery-chase-model';
import { ChasePanel } from './lottery-chase-panel';
import {
  formatCountdown,
  gridNumbers,
  pickKind,
  quickPick,
  quickPickSize,
  secondsUntil,
  slipOf,
  soldOutNumbers,
  togglePick,
  unitMinorOf,
  wantsPosition,
} from './lottery-model';
import { gameName, stationName } from './lottery-names';
import { errorTokens, lotteryText, ruleText } from './lottery-text';

type Props = {
  lang: StudioLang;
  game: MenuGame;
  /** The bet type the launch asked for (the portal's playType), when the game has it. */
  initialBetType?: string | undefined;
  opened: Opened | undefined;
  now: number;
  currency: string;
  setBalance: (balance: string) => void;
  onError: (code: string) => void;
  /** A ticket or a chase was bought: My bets reads again. */
  onBought: () => void;
  /** The cut-off passed under the player: read the opened periods again. */
  onClosed: () => void;
};

type Notice = { kind: 'ok' | 'bad'; text: string } | null;

const POSITIONS = [0, 1, 2, 3, 4] as const;

/** One game's betting view: bet types, the number grid or text entry, hot/cold, station, points and the slip. */
export const Betting = ({
  lang,
  game,
  initialBetType,
  opened,
  now,
  currency,
  setBalance,
  onError,
  onBought,
  onClosed,
}: Props) => {
  const [betCode, setBetCode] = useState(
    game.betTypes.find((b) => b.code === initialBetType)?.code ?? game.betTypes[0]?.code ?? '',
  );
  const [picks, setPicks] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [entry, setEntry] = useState<{ errors: string[]; duplicates: string[] }>({ errors: [], duplicates: [] });
  const [page, setPage] = useState(0);
  const [station, setStation] = useState<string | null>(null);
  const [position, setPosition] = useState(0);
  const [points, setPoints] = useState('1');
  const [freq, setFreq] = useState<Frequency | null>(null);
  const [soldOut, setSoldOut] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [chase, setChase] = useState<ChaseSettings>(CHASE_DEFAULTS);

  const betType = betTypeByCode(betCode);
  const menuType = game.betTypes.find((b) => b.code === betCode);
  // The menu's odds; the core's defaults when an older back end sends none.
  const fallback = oddsFor(betCode, game.structure);
  const price = menuType?.price ?? Number(fallback?.price ?? 0);
  const payout = menuType?.payout ?? Number(fallback?.payout ?? 0);
  const period = opened ?? game.currentNumero;
  const stations = period.stations;
  const pickStation = stations.length > 1;
  const chosenStation = station && stations.includes(station) ? station : (stations[0] ?? null);
  const left = secondsUntil(period.closeTime, now);
  const name = gameName(lang, game.gameCode, game.gameName);

  // Hot and cold numbers of this game (the parent keys this view by game, so a new game starts a fresh slip).
  const frequency = freq?.gameCode === game.gameCode ? freq : null;
  useEffect(() => {
    let live = true;
    if (game.structure === 'D5') return;
    lotteryApi
      .frequency(game.gameCode)
      .then((f) => live && setFreq(f))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game.gameCode, game.structure]);

  const slip = useMemo(
    () =>
      betType && menuType
        ? slipOf({
            betType: betType.code,
            structure: game.structure,
            numbers: picks,
            points: Number(points),
            price,
            payout,
            unitMinor: unitMinorOf(game.unit),
          })
        : null,
    [betType, menuType, price, payout, game.structure, game.unit, picks, points],
  );

  const chaseCount = chasePeriods(chase.periods);
  const plan = useMemo(
    () =>
      chase.enabled && slip?.ready
        ? chasePreview({
            gameCode: game.gameCode,
            numero: period.numero,
            baseCost: slip.cost,
            periods: chaseCount,
            doubling: chase.doubling,
          })
        : null,
    [chase.enabled, chase.doubling, chaseCount, slip, game.gameCode, period.numero],
  );

  if (!betType || !menuType || !slip) return null;
  const kind = pickKind(betType);
  const twoDigit = kind.kind === 'grid' && kind.digits === 2;
  const hot = new Set(twoDigit ? (frequency?.hot ?? []) : []);
  const cold = new Set(twoDigit ? (frequency?.cold ?? []) : []);
  const rule = ruleText(betType.rule);

  const chooseType = (code: string) => {
    setBetCode(code);
    setPicks([]);
    setEntry({ errors: [], duplicates: [] });
    setSoldOut([]);
    setNotice(null);
    setPage(0);
  };

  const addTyped = () => {
    const parsed = slipOf({ ...slipInput(), numbers: text });
    const merged = [...picks];
    for (const n of parsed.numbers) if (!merged.includes(n)) merged.push(n);
    setPicks(merged.slice(0, betType.maxNumbers));
    setEntry({ errors: parsed.errors, duplicates: parsed.duplicates });
    // Keep what could not be read, so the player can fix it.
    setText(errorTokens(parsed.errors).join(' '));
  };

  const slipInput = () => ({
    betType: betType.code,
    structure: game.structure,
    points: Number(points),
    price,
    payout,
    unitMinor: unitMinorOf(game.unit),
  });

  const quick = (pool?: string[]) =>
    setPicks(quickPick(betType, Math.max(quickPickSize(betType), pool ? 3 : 1), Math.random, pool));

  const buy = async () => {
    setBusy(true);
    setNotice(null);
    const ticket = {
      gameCode: game.gameCode,
      betType: betType.code,
      numbers: slip.numbers,
      points: Number(points),
      ...(pickStation && chosenStation ? { station: chosenStation } : {}),
      ...(wantsPosition(betType.code) ? { position } : {}),
    };
    try {
      if (chase.enabled && chaseCount !== null) {
        const placed = await lotteryApi.chase(
          chaseBodyOf(ticket, { periods: chaseCount, doubling: chase.doubling, stopOnWin: chase.stopOnWin }),
        );
        if (placed.balance !== null) setBalance(placed.balance);
        setNotice({
          kind: 'ok',
          text: lotteryText(lang, 'lottery.chase.placed', {
            n: placed.chase.periods,
            numero: placed.chase.steps[0]?.numero ?? period.numero,
          }),
        });
      } else {
        const bought = await lotteryApi.buy(ticket);
        if (bought.balance !== null) setBalance(bought.balance);
        setNotice({ kind: 'ok', text: lotteryText(lang, 'lottery.bought', { numero: bought.ticket.numero }) });
      }
      setPicks([]);
      setSoldOut([]);
      onBought();
    } catch (e) {
      const code = e instanceof StudioApiError ? e.errorCode : 'studio.platform_unavailable';
      if (code === 'studio.lottery_closed') {
        setNotice({ kind: 'bad', text: lotteryText(lang, 'lottery.closedBuy') });
        onClosed();
      } else if (code === 'studio.lottery_sold_out') {
        const numbers = soldOutNumbers(e instanceof Error ? e.message : '');
        setSoldOut(numbers);
        setNotice({ kind: 'bad', text: lotteryText(lang, 'lottery.soldOut', { numbers: numbers.join(', ') }) });
      } else if (code === 'studio.bad_request' && e instanceof Error && e.message) {
        setNotice({ kind: 'bad', text: e.message });
      } else {
        onError(code);
      }
    } finally {
      setBusy(false);
    }
  };

  const gridCell = (n: string, label?: string) => {
    const pressed = picks.includes(n);
    const cls = [
      'lot-cell',
      hot.has(n) ? 'is-hot' : '',
      cold.has(n) ? 'is-cold' : '',
      soldOut.includes(n) ? 'is-sold' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <button
        key={n}
        type="button"
        className={cls}
        aria-pressed={pressed}
        onClick={() => setPicks(togglePick(picks, n, betType.maxNumbers))}
      >
        {label ?? n}
      </button>
    );
  };

  const pointsValid = /^[1-9]\d{0,6}$/.test(points);
  const need = lineSize(betType.rule);

  return (
    <div className="lot-betting">
      <header className="lot-bet-head">
        <div>
          <h2 className="lot-bet-title">{name}</h2>
          <p className="studio-muted lot-bet-sub">
            {lotteryText(lang, 'lottery.numero', { numero: period.numero })} ·{' '}
            {lotteryText(lang, 'lottery.drawTime', {
              time: new Date(period.drawTime).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
        </div>
        {left > 0 ? (
          <p
            className={left <= 10 ? 'lot-countdown is-urgent' : 'lot-countdown'}
            role="timer"
            aria-label={lotteryText(lang, 'lottery.closesInLabel', { game: name, time: formatCountdown(left) })}
          >
            <span className="lot-countdown-label">{lotteryText(lang, 'lottery.closesIn')}</span>
            <span className="lot-countdown-time" aria-hidden="true">
              {formatCountdown(left)}
            </span>
          </p>
        ) : (
          <p className="lot-countdown is-closed">{lotteryText(lang, 'lottery.drawing')}</p>
        )}
      </header>

      <div className="lot-types" role="group" aria-label={lotteryText(lang, 'lottery.betTypes')}>
        {game.betTypes.map((b) => (
          <button
            key={b.code}
            type="button"
            className="lot-type"
            aria-pressed={b.code === betCode}
            onClick={() => chooseType(b.code)}
          >
            {b.name}
          </button>
        ))}
      </div>
      <p className="studio-hint lot-rule">{lotteryText(lang, rule.key, rule.vars)}</p>

      <div className="lot-bet-body">
        <div className="lot-picker">
          {(pickStation || wantsPosition(betType.code)) && (
            <div className="lot-options">
              {pickStation && (
                <label className="lot-field">
                  <span>{lotteryText(lang, 'lottery.station')}</span>
                  <select
                    className="studio-input"
                    value={chosenStation ?? ''}
                    onChange={(e) => setStation(e.target.value)}
                  >
                    {stations.map((s) => (
                      <option key={s} value={s}>
                        {stationName(s)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {wantsPosition(betType.code) && (
                <label className="lot-field">
                  <span>{lotteryText(lang, 'lottery.position')}</span>
                  <select
                    className="studio-input"
                    value={position}
                    onChange={(e) => setPosition(Number(e.target.value))}
                  >
                    {POSITIONS.map((p) => (
                      <option key={p} value={p}>
                        {lotteryText(lang, `lottery.pos.${p}`)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          )}

          {kind.kind === 'grid' && kind.digits === 3 && (
            <div className="lot-pages" role="group" aria-label={lotteryText(lang, 'lottery.pages')}>
              {Array.from({ length: 10 }, (_, p) => (
                <button key={p} type="button" className="lot-page" aria-pressed={p === page} onClick={() => setPage(p)}>
                  {lotteryText(lang, 'lottery.page', {
                    from: String(p * 100).padStart(3, '0'),
                    to: String(p * 100 + 99).padStart(3, '0'),
                  })}
                </button>
              ))}
            </div>
          )}
          {kind.kind === 'grid' && (
            <div className={`lot-grid is-d${kind.digits}`} role="group" aria-label={lotteryText(lang, 'lottery.grid')}>
              {gridNumbers(kind.digits, page).map((n) => gridCell(n))}
            </div>
          )}
          {kind.kind === 'words' && (
            <div className="lot-grid is-words" role="group" aria-label={lotteryText(lang, 'lottery.grid')}>
              {kind.words.map((w) => gridCell(w, lotteryText(lang, `lottery.word.${w as 'BIG'}`)))}
            </div>
          )}

          {kind.kind !== 'words' && (
            <form
              className="lot-entry"
              onSubmit={(e) => {
                e.preventDefault();
                addTyped();
              }}
            >
              <label className="lot-field lot-entry-field">
                <span>{lotteryText(lang, 'lottery.entry')}</span>
                <input
                  className="studio-input"
                  value={text}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="12 34 56"
                  aria-describedby="lot-entry-hint lot-entry-errors"
                  aria-invalid={entry.errors.length > 0}
                  onChange={(e) => setText(e.target.value)}
                />
              </label>
              <button type="submit" className="studio-button" disabled={!text.trim()}>
                {lotteryText(lang, 'lottery.add')}
              </button>
              <p id="lot-entry-hint" className="studio-hint lot-entry-hint">
                {lotteryText(lang, 'lottery.entryHint')}
              </p>
              <div id="lot-entry-errors" aria-live="polite" className="lot-entry-errors">
                {entry.errors.length > 0 && (
                  <p className="lot-bad">
                    {lotteryText(lang, 'lottery.invalid', { tokens: errorTokens(entry.errors).join(', ') })}
                  </p>
                )}
                {entry.duplicates.length > 0 && (
                  <p className="studio-hint">
                    {lotteryText(lang, 'lottery.duplicates', { numbers: entry.duplicates.join(', ') })}
                  </p>
                )}
              </div>
            </form>
          )}

          <div className="lot-quick">
            <button type="button" className="studio-button" onClick={() => quick()}>
              {lotteryText(lang, 'lottery.quick')}
            </button>
            {twoDigit && frequency && frequency.hot.length > 0 && (
              <button type="button" className="studio-button" onClick={() => quick(frequency.hot)}>
                {lotteryText(lang, 'lottery.quickHot')}
              </button>
            )}
            {twoDigit && frequency && frequency.cold.length > 0 && (
              <button type="button" className="studio-button" onClick={() => quick(frequency.cold)}>
                {lotteryText(lang, 'lottery.quickCold')}
              </button>
            )}
          </div>
          {twoDigit && frequency && frequency.draws > 0 && (
            <section className="lot-freq" aria-label={lotteryText(lang, 'lottery.hotCold', { n: frequency.draws })}>
              <p className="studio-hint">{lotteryText(lang, 'lottery.hotCold', { n: frequency.draws })}</p>
              <p className="lot-freq-row">
                <span className="lot-freq-label is-hot">{lotteryText(lang, 'lottery.hot')}</span>
                {frequency.hot.map((n) => (
                  <span key={n} className="lot-chip is-hot" title={countTitle(lang, frequency, n)}>
                    {n}
                  </span>
                ))}
              </p>
              <p className="lot-freq-row">
                <span className="lot-freq-label is-cold">{lotteryText(lang, 'lottery.cold')}</span>
                {frequency.cold.map((n) => (
                  <span key={n} className="lot-chip is-cold" title={countTitle(lang, frequency, n)}>
                    {n}
                  </span>
                ))}
              </p>
            </section>
          )}
        </div>

        <aside className="lot-slip" aria-labelledby="lot-slip-title">
          <h3 id="lot-slip-title" className="lot-slip-title">
            {lotteryText(lang, 'lottery.slip')} · {menuType.name}
          </h3>
          {picks.length === 0 ? (
            <p className="studio-muted">{lotteryText(lang, 'lottery.slip.empty')}</p>
          ) : (
            <ul className="lot-picks" aria-label={lotteryText(lang, 'lottery.slip.numbers')}>
              {picks.map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    className={soldOut.includes(n) ? 'lot-pick is-sold' : 'lot-pick'}
                    aria-label={lotteryText(lang, 'lottery.remove', { number: n })}
                    onClick={() => setPicks(picks.filter((p) => p !== n))}
                  >
                    {kind.kind === 'words' ? lotteryText(lang, `lottery.word.${n as 'BIG'}`) : n}{' '}
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label className="lot-field">
            <span>{lotteryText(lang, 'lottery.points')}</span>
            <input
              className="studio-input"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={points}
              aria-invalid={!pointsValid}
              onChange={(e) => setPoints(e.target.value)}
            />
          </label>
          <dl className="lot-totals">
            <div>
              <dt>{lotteryText(lang, 'lottery.slip.odds')}</dt>
              <dd>{lotteryText(lang, 'lottery.odds', { price, payout })}</dd>
            </div>
            <div>
              <dt>{lotteryText(lang, 'lottery.slip.lines')}</dt>
              <dd>{String(slip.lines)}</dd>
            </div>
            <div>
              <dt>{lotteryText(lang, 'lottery.slip.win')}</dt>
              <dd>{formatCurrency(Number(slip.winPerHit), currency)}</dd>
            </div>
            <div className="is-total">
              <dt>{lotteryText(lang, 'lottery.slip.cost')}</dt>
              <dd>{formatCurrency(Number(slip.cost), currency)}</dd>
            </div>
          </dl>
          <ChasePanel lang={lang} currency={currency} settings={chase} onChange={setChase} preview={plan} />
          {slip.tooMany && <p className="lot-bad">{lotteryText(lang, 'lottery.tooMany', { n: betType.maxNumbers })}</p>}
          {picks.length > 0 && slip.tooFew && (
            <p className="lot-bad">{lotteryText(lang, 'lottery.tooFew', { n: need })}</p>
          )}
          <div aria-live="polite">
            {notice && <p className={notice.kind === 'ok' ? 'lot-ok' : 'lot-bad'}>{notice.text}</p>}
          </div>
          <div className="lot-slip-actions">
            <button
              type="button"
              className="studio-button"
              disabled={picks.length === 0 || busy}
              onClick={() => {
                setPicks([]);
                setSoldOut([]);
                setNotice(null);
              }}
            >
              {lotteryText(lang, 'lottery.clear')}
            </button>
            <button
              type="button"
              className="studio-button is-primary"
              disabled={!slip.ready || !pointsValid || busy || left === 0 || (chase.enabled && chaseCount === null)}
              onClick={() => void buy()}
            >
              {busy
                ? lotteryText(lang, 'lottery.buying')
                : chase.enabled && chaseCount !== null
                  ? lotteryText(lang, 'lottery.chase.place', { n: chaseCount })
                  : lotteryText(lang, 'lottery.buy')}
            </button>
          </div>
        </aside>
      </div>
    </div>
  );
};

const countTitle = (lang: StudioLang, f: Frequency, n: string) =>
  lotteryText(lang, 'lottery.count', { number: n, count: f.numbers.find((x) => x.number === n)?.count ?? 0 });
