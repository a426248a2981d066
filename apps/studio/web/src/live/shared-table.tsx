// One page for the four shared tables (baccarat, dragon tiger, sic bo, roulette): the round's phase and
// countdown, the dealer's animation, the felt with this player's chips, the chip rack and the scoreboards.
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import { StudioError } from '../../../src/shared/api';
import type { SharedTableGame } from '../../../src/tables';
import { commonText } from '../shared/common-text';
import type { GameProps } from '../shared/game-props';
import { formatCurrency, minorToText } from '../shared/money';
import {
  addChip,
  betMessage,
  pendingTotal,
  repeatBets,
  requestId,
  stakesBySpot,
  underMinimum,
  type Pending,
} from './bets';
import { BaccaratDeal, DragonTigerDeal, SicboDice } from './deal-views';
import { BaccaratFelt, DragonTigerFelt, RouletteFelt, SicboFelt, type FeltProps } from './felts';
import { ChipRack, CountdownRing, LimitsPanel, LiveStrip } from './live-chrome';
import type { LiveLink } from './live-link';
import { liveSound } from './live-sound';
import { betTotal, type Settlement, type TableView } from './live-state';
import { liveText } from './live-text';
import { spotOutcomes, type SpotOutcome } from './outcomes';
import { BaccaratRoads, DragonTigerRoads, RouletteNumbers, SicboHistory } from './road-views';
import { chipValues, pocketColour } from './roads';
import { RouletteWheel } from './roulette-wheel';
import { pocketText, spotName } from './spot-names';
import {
  baccaratHistory,
  dragonTigerHistory,
  parseBaccarat,
  parseDragonTiger,
  parseRoulette,
  parseSicbo,
  rouletteHistory,
  sicboHistory,
} from './summaries';

const EMPTY: Pending = new Map();

type Parsed =
  | { game: 'baccarat'; result: NonNullable<ReturnType<typeof parseBaccarat>> }
  | { game: 'dragon-tiger'; result: NonNullable<ReturnType<typeof parseDragonTiger>> }
  | { game: 'sicbo'; result: NonNullable<ReturnType<typeof parseSicbo>> }
  | { game: 'roulette'; result: NonNullable<ReturnType<typeof parseRoulette>> };

const parseResult = (game: SharedTableGame, raw: unknown): Parsed | null => {
  switch (game) {
    case 'baccarat': {
      const result = parseBaccarat(raw);
      return result && { game, result };
    }
    case 'dragon-tiger': {
      const result = parseDragonTiger(raw);
      return result && { game, result };
    }
    case 'sicbo': {
      const result = parseSicbo(raw);
      return result && { game, result };
    }
    case 'roulette': {
      const result = parseRoulette(raw);
      return result && { game, result };
    }
  }
};

const outcomesOf = (p: Parsed): Map<string, SpotOutcome> => {
  switch (p.game) {
    case 'baccarat':
      return spotOutcomes('baccarat', p.result);
    case 'dragon-tiger':
      return spotOutcomes('dragon-tiger', p.result);
    case 'sicbo':
      return spotOutcomes('sicbo', p.result);
    case 'roulette':
      return spotOutcomes('roulette', p.result);
  }
};

/** The result in words: "Banker wins · Banker 7 – Player 5", "Dice 2, 5, 6: total 13 · Big", "17 Red". */
export const resultText = (lang: StudioLang, p: Parsed): string => {
  switch (p.game) {
    case 'baccarat': {
      const r = p.result;
      const parts = [
        liveText(lang, `live.result.${r.winner}`),
        `${spotName(lang, 'banker')} ${r.bankerPoints} – ${spotName(lang, 'player')} ${r.playerPoints}`,
      ];
      if (r.natural) parts.push(liveText(lang, 'live.natural'));
      if (r.playerPair) parts.push(spotName(lang, 'player-pair'));
      if (r.bankerPair) parts.push(spotName(lang, 'banker-pair'));
      return parts.join(' · ');
    }
    case 'dragon-tiger': {
      const r = p.result;
      return [liveText(lang, `live.result.${r.winner}`), r.suitedTie ? spotName(lang, 'suited-tie') : null]
        .filter(Boolean)
        .join(' · ');
    }
    case 'sicbo': {
      const r = p.result;
      const size = r.triple ? liveText(lang, 'live.size.triple') : spotName(lang, r.total <= 10 ? 'small' : 'big');
      return `${liveText(lang, 'live.dice', { a: r.dice[0], b: r.dice[1], c: r.dice[2], total: r.total })} · ${size}`;
    }
    case 'roulette':
      return pocketText(lang, p.result.pocket, p.result.color);
  }
};

/** What the settlement means for the player, in words. */
const settlementText = (lang: StudioLang, s: Settlement, money: (n: number) => string): string => {
  const staked = betTotal(s.bets);
  if (s.win > staked) return liveText(lang, 'live.win', { amount: money(s.win) });
  if (s.win > 0) return liveText(lang, 'live.returned', { amount: money(s.win) });
  return liveText(lang, 'live.noWin');
};

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Note = { kind: 'ok' | 'warn'; text: string } | null;

export const SharedTable = ({
  game,
  table,
  link,
  props,
}: {
  game: SharedTableGame;
  table: TableView;
  link: LiveLink;
  props: GameProps;
}) => {
  const { lang, session } = props;
  const { model, conn, send, serverNow, subscribe } = link;
  const currency = model.currency || session.player.currency;
  const money = useCallback((minor: number) => formatCurrency(minor, currency), [currency]);
  const sound = props.sound ? liveSound : null;
  const reduced = useMemo(() => reducedMotion(), []);

  const round = table.round;
  const roundId = round?.roundId ?? null;
  const phase = round?.phase ?? null;
  const limits = useMemo(() => new Map(table.spots.map((s) => [s.spot, s])), [table.spots]);
  const chips = useMemo(() => chipValues(table.spots), [table.spots]);
  const [chipIndex, setChipIndex] = useState(0);
  const chip = chips[Math.min(chipIndex, chips.length - 1)] ?? 0;
  const chipTier = useCallback(
    (amount: number) =>
      Math.max(
        0,
        chips.findLastIndex((c) => c <= amount),
      ),
    [chips],
  );

  // Pending chips belong to a round: a new round starts with none, without an effect clearing them.
  const [pendingState, setPendingState] = useState<{ roundId: string | null; chips: Pending }>({
    roundId: null,
    chips: EMPTY,
  });
  const pending = pendingState.roundId === roundId ? pendingState.chips : EMPTY;
  const setPending = (chips: Pending) => setPendingState({ roundId, chips });
  const [inflight, setInflight] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [limitsOpen, setLimitsOpen] = useState(false);

  // The dealing plays out once for a result that came in live; its end unlocks the balance and the win.
  const [doneRound, setDoneRound] = useState<string | null>(null);
  const parsed = useMemo(() => (round?.phase === 'result' ? parseResult(game, round.result) : null), [game, round]);
  const animate = parsed !== null && table.liveResult === roundId && !reduced;
  const revealing = animate && doneRound !== roundId;
  const revealed = parsed !== null && !revealing;
  const outcomes = useMemo(() => (revealed && parsed ? outcomesOf(parsed) : null), [revealed, parsed]);
  const onDealt = useCallback(() => setDoneRound(roundId), [roundId]);

  // The balance follows the server, except while a result is being dealt: the new balance must not tell the
  // player the result before the cards (dice, ball) do.
  const balance = model.balance;
  const setBalance = props.setBalance;
  useEffect(() => {
    if (!revealing && balance !== null) setBalance(minorToText(balance));
  }, [revealing, balance, setBalance]);

  const hear = useEffectEvent((m: Parameters<Parameters<typeof subscribe>[0]>[0]) => {
    if (m.t === 'bets.ok' && m.id === inflight) {
      setInflight(null);
      setPendingState({ roundId, chips: EMPTY });
      setNote({ kind: 'ok', text: liveText(lang, 'live.betsAccepted') });
    } else if (m.t === 'error' && inflight !== null && (m.id === inflight || m.id === undefined)) {
      setInflight(null);
      sound?.error();
    } else if (m.t === 'hello' && inflight !== null) {
      // The socket dropped before the answer: the hello's accepted bets say what happened, so the unsent
      // copy goes and the player can bet again if the bet did not land.
      setInflight(null);
      setPendingState({ roundId, chips: EMPTY });
    }
  });
  useEffect(() => subscribe((m) => hear(m)), [subscribe]);

  // A bet never answered (a server fault) must not lock the felt for the rest of the round.
  useEffect(() => {
    if (inflight === null) return;
    const timer = setTimeout(() => setInflight(null), 10_000);
    return () => clearTimeout(timer);
  }, [inflight]);

  // Notes are short-lived: a few seconds, then the line is free for the next one.
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), 3500);
    return () => clearTimeout(timer);
  }, [note]);

  // At "no more bets" the dealer's area comes into view (a long felt may have scrolled it away on a phone).
  const dealerRef = useRef<HTMLDivElement>(null);
  const closing = useEffectEvent(() => {
    sound?.closed();
    dealerRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  });
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === 'betting' && phase !== 'betting') closing();
    lastPhase.current = phase;
  }, [phase]);

  // The win chime, once per settled round, when the result is on show.
  const chimed = useRef<string | null>(null);
  const settled = table.settled;
  const chime = useEffectEvent((s: Settlement) => {
    const staked = betTotal(s.bets);
    if (s.win > staked && staked > 0) sound?.win(Math.min(3, Math.floor(Math.log2(s.win / staked))));
  });
  useEffect(() => {
    if (!revealed || !settled || chimed.current === settled.roundId) return;
    chimed.current = settled.roundId;
    chime(settled);
  }, [revealed, settled]);

  const online = conn === 'open';
  const canBet = online && phase === 'betting' && inflight === null;

  const place = (spot: string) => {
    if (!canBet) return;
    sound?.unlock();
    const r = addChip(pending, spot, chip, table.spots, table.myBets, model.balance ?? 0);
    if (r.refused === 'max') {
      const limit = limits.get(spot);
      setNote({
        kind: 'warn',
        text: liveText(lang, 'live.atMax', { spot: spotName(lang, spot), max: money(limit?.max ?? 0) }),
      });
      sound?.error();
      return;
    }
    if (r.refused === 'funds') {
      props.onError(StudioError.InsufficientFunds);
      sound?.error();
      return;
    }
    if (r.refused) return;
    sound?.chip();
    setPending(r.pending);
  };

  const confirm = () => {
    if (!roundId || !canBet) return;
    const under = underMinimum(pending, table.spots, table.myBets)[0];
    if (under) {
      setNote({
        kind: 'warn',
        text: liveText(lang, 'live.underMin', { spot: spotName(lang, under.spot), min: money(under.min) }),
      });
      sound?.error();
      return;
    }
    const id = requestId();
    const message = betMessage(pending, roundId, id);
    if (!message) return;
    if (!send(message)) {
      setNote({ kind: 'warn', text: liveText(lang, 'live.notConnected') });
      return;
    }
    sound?.chip();
    setInflight(id);
  };

  const repeat = () => {
    if (!canBet) return;
    sound?.unlock();
    const again = repeatBets(table.lastBets, table.spots, table.myBets, model.balance ?? 0);
    if (again.size > 0) {
      sound?.chip();
      setPending(again);
    }
  };

  const stakes = useMemo(() => stakesBySpot(table.myBets, pending), [table.myBets, pending]);
  const felt: FeltProps = {
    lang,
    limits,
    stakes,
    outcomes,
    disabled: !canBet,
    onPlace: place,
    chipTier,
    money,
  };

  // ---- the status line: one sentence a screen reader hears at each change ----
  let status: string;
  if (!online) status = liveText(lang, `live.conn.${conn}`);
  else if (!round) status = liveText(lang, 'live.phase.waiting');
  else if (phase === 'betting') status = liveText(lang, 'live.phase.betting');
  else if (phase === 'closed' || !revealed || !parsed) status = liveText(lang, 'live.phase.closed');
  else {
    const won = settled && settled.roundId === roundId ? settlementText(lang, settled, money) : null;
    status = [resultText(lang, parsed), won].filter(Boolean).join(' — ');
  }
  const winners =
    outcomes && revealed
      ? [...outcomes].filter(([spot, o]) => o === 'win' && (game !== 'roulette' || stakes.has(spot))).map(([s]) => s)
      : [];

  // The boards wait for the dealing to finish too, or the road would show the result first. While a result is
  // being dealt the newest summary is left off.
  const history = table.history;
  const shownHistory = useMemo(() => (revealing ? history.slice(0, -1) : history), [history, revealing]);
  const roads = useMemo(() => {
    switch (game) {
      case 'baccarat':
        return <BaccaratRoads lang={lang} entries={baccaratHistory(shownHistory)} />;
      case 'dragon-tiger':
        return <DragonTigerRoads lang={lang} entries={dragonTigerHistory(shownHistory)} />;
      case 'roulette':
        return <RouletteNumbers lang={lang} pockets={rouletteHistory(shownHistory)} />;
      case 'sicbo':
        return <SicboHistory lang={lang} rounds={sicboHistory(shownHistory)} />;
    }
  }, [game, lang, shownHistory]);

  // ---- the dealer's area ----
  const dealKey = `${roundId ?? 'none'}:${parsed ? 'result' : 'wait'}`;
  const stepMs = Math.max(350, Math.min(900, Math.floor((table.timing.resultMs * 0.55) / 6)));
  const dealProps = { lang, animate, stepMs, onDone: onDealt, sound };
  let dealer = null;
  if (game === 'baccarat') {
    dealer = <BaccaratDeal key={dealKey} {...dealProps} result={parsed?.game === 'baccarat' ? parsed.result : null} />;
  } else if (game === 'dragon-tiger') {
    dealer = (
      <DragonTigerDeal key={dealKey} {...dealProps} result={parsed?.game === 'dragon-tiger' ? parsed.result : null} />
    );
  } else if (game === 'sicbo') {
    const last = sicboHistory(shownHistory).at(-1);
    dealer = (
      <SicboDice
        key={dealKey}
        lang={lang}
        result={parsed?.game === 'sicbo' ? parsed.result : null}
        rest={last ? last.dice : null}
        tumbling={phase === 'closed'}
        animate={animate}
        rollMs={Math.max(900, Math.min(2200, Math.floor(table.timing.resultMs * 0.3)))}
        onDone={onDealt}
        sound={sound}
      />
    );
  } else {
    const lastPocket = rouletteHistory(shownHistory).at(-1) ?? null;
    const pocket = parsed?.game === 'roulette' ? parsed.result.pocket : phase === 'betting' ? lastPocket : null;
    dealer = (
      <div className="live-deal is-wheel" data-testid="live-deal">
        <RouletteWheel
          pocket={pocket}
          spinning={phase === 'closed' || (phase === 'result' && !parsed)}
          animate={animate && doneRound !== roundId}
          durationMs={Math.max(2500, Math.min(6000, Math.floor(table.timing.resultMs * 0.55)))}
          reduced={reduced}
          onTick={sound ? () => sound.ballTick() : undefined}
          onLanded={() => {
            sound?.ballDrop();
            onDealt();
          }}
          label={pocket !== null && revealed ? pocketText(lang, pocket, pocketColour(pocket)) : status}
        />
        {pocket !== null && (revealed || phase === 'betting') && (
          <span className={`live-wheel-result is-${pocketColour(pocket)}`} aria-hidden="true">
            {pocket}
          </span>
        )}
      </div>
    );
  }

  const placedTotal = betTotal(table.myBets);
  const unconfirmed = pendingTotal(pending);

  return (
    <div className={`live-table is-${game}`} data-testid="live-table" data-phase={phase ?? 'none'}>
      <LiveStrip
        lang={lang}
        conn={conn}
        round={round?.nonce ?? null}
        seated={table.seated}
        onLimits={() => setLimitsOpen(true)}
      />
      <div className="live-layout">
        <div className="live-main">
          <div className="live-dealer" ref={dealerRef}>
            {dealer}
            {phase === 'betting' && round && (
              <CountdownRing
                lang={lang}
                closesAt={round.closesAt}
                totalMs={table.timing.bettingMs}
                serverNow={serverNow}
                onSecond={sound ? () => sound.countdown() : undefined}
              />
            )}
            {phase === 'closed' && (
              <div className="live-banner" aria-hidden="true">
                {liveText(lang, 'live.phase.closed')}
              </div>
            )}
          </div>
          <p
            className={`live-status${revealed ? ' is-result' : ''}`}
            role="status"
            data-testid="live-status"
            data-round={roundId ?? ''}
          >
            {status}
          </p>
          {revealed && roundId && (
            <a
              className="studio-link live-verify"
              href={`/verify?table=${encodeURIComponent(roundId)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {commonText(lang, 'history.verify')}
            </a>
          )}
          {winners.length > 0 && (
            <p className="studio-sr">
              {liveText(lang, 'live.winningBets', { spots: winners.map((s) => spotName(lang, s)).join(', ') })}
            </p>
          )}
          {game === 'baccarat' && <BaccaratFelt {...felt} />}
          {game === 'dragon-tiger' && <DragonTigerFelt {...felt} />}
          {game === 'sicbo' && <SicboFelt {...felt} />}
          {game === 'roulette' && (
            <RouletteFelt {...felt} pocket={revealed && parsed?.game === 'roulette' ? parsed.result.pocket : null} />
          )}
          <div className="live-controls">
            <ChipRack
              lang={lang}
              chips={chips}
              selected={Math.min(chipIndex, chips.length - 1)}
              onSelect={(i) => {
                sound?.unlock();
                sound?.chip();
                setChipIndex(i);
              }}
              money={money}
              disabled={false}
            />
            <div className="live-actions">
              <button
                type="button"
                className="studio-button"
                onClick={() => setPending(EMPTY)}
                disabled={pending.size === 0 || inflight !== null}
              >
                {liveText(lang, 'live.clear')}
              </button>
              <button
                type="button"
                className="studio-button"
                onClick={repeat}
                disabled={!canBet || pending.size > 0 || table.lastBets.length === 0}
              >
                {liveText(lang, 'live.repeat')}
              </button>
              <button
                type="button"
                className="studio-button is-primary"
                onClick={confirm}
                disabled={!canBet || pending.size === 0}
                data-testid="live-confirm"
              >
                {liveText(lang, 'live.confirm')}
              </button>
            </div>
            <p className="live-totals" aria-live="polite">
              {placedTotal > 0 && (
                <span data-testid="live-placed">{liveText(lang, 'live.yourBets', { amount: money(placedTotal) })}</span>
              )}
              {unconfirmed > 0 && (
                <span className="is-pending">{liveText(lang, 'live.unconfirmed', { amount: money(unconfirmed) })}</span>
              )}
            </p>
            {note && (
              <p className={`live-note is-${note.kind}`} role="alert">
                {note.text}
              </p>
            )}
          </div>
        </div>
        <aside className="live-side">{roads}</aside>
      </div>
      {limitsOpen && (
        <LimitsPanel
          lang={lang}
          spots={table.spots}
          currency={currency}
          money={money}
          onClose={() => setLimitsOpen(false)}
        />
      )}
    </div>
  );
};
