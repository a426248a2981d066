// The dealer's side of each shared table: cards slid out and turned in dealing order (baccarat with its third
// cards, dragon tiger), three dice tumbling in the shaker (sic bo), the wheel (roulette). A result that arrives
// live is played out step by step and reports onDone at the end; one already out is shown at once.
import { useEffect, useEffectEvent, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import {
  baccaratPoints,
  type BaccaratResult,
  type Card,
  type DragonTigerResult,
  type SicBoResult,
} from '../../../src/tables';
import { CardView, Die } from './live-art';
import type { LiveSound } from './live-sound';
import { liveText } from './live-text';
import { cardName, spotName } from './spot-names';

type Step = { side: 'a' | 'b'; card: Card; sideways: boolean };

type DealProps = {
  lang: StudioLang;
  animate: boolean;
  /** Time for one card (slide and turn). */
  stepMs: number;
  onDone: () => void;
  /** Null when sound is off. */
  sound: LiveSound | null;
};

/**
 * Steps through a deal: counter c makes card k appear face down at c = 2k + 1 and turn face up at c = 2k + 2.
 * Starts complete when the deal is not animated.
 */
const useDeal = (steps: number, animate: boolean, stepMs: number, onDone: () => void, sound: LiveSound | null) => {
  const [c, setC] = useState(animate ? 0 : 2 * steps);
  const done = useEffectEvent(onDone);
  const slide = useEffectEvent(() => sound?.cardSlide());
  const flip = useEffectEvent(() => sound?.cardFlip());
  useEffect(() => {
    if (!animate || steps === 0) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const slideMs = Math.round(stepMs * 0.35);
    let at = 150;
    for (let k = 0; k < steps; k++) {
      timers.push(
        setTimeout(() => {
          slide();
          setC(2 * k + 1);
        }, at),
      );
      at += slideMs;
      timers.push(
        setTimeout(() => {
          flip();
          setC(2 * k + 2);
        }, at),
      );
      at += stepMs - slideMs;
    }
    timers.push(setTimeout(done, at));
    return () => timers.forEach(clearTimeout);
  }, [animate, steps, stepMs]);
  return c;
};

const Seat = ({
  lang,
  title,
  tone,
  cards,
  c,
  offset,
  winner,
  points,
}: {
  lang: StudioLang;
  title: string;
  tone: 'red' | 'blue';
  cards: { step: Step; k: number }[];
  c: number;
  offset: number;
  winner: boolean;
  points: number | null;
}) => (
  <div className={`live-seat is-${tone}${winner ? ' is-winner' : ''}`}>
    <div className="live-seat-head">
      <span className="live-seat-title">{title}</span>
      {points !== null && (
        <span className="live-seat-points" aria-hidden="true">
          {points}
        </span>
      )}
    </div>
    <div className="live-seat-cards">
      {cards.length === 0 && (
        <>
          <span className="live-card-slot" aria-hidden="true" />
          <span className="live-card-slot" aria-hidden="true" />
        </>
      )}
      {cards.map(({ step, k }) =>
        c >= 2 * k + 1 ? (
          <CardView
            key={k}
            card={step.card}
            up={c >= 2 * k + 2}
            sideways={step.sideways}
            label={c >= 2 * k + 2 ? cardName(lang, step.card) : liveText(lang, 'live.card.hidden')}
            style={{ ['--deal-from' as string]: `${offset}px` }}
          />
        ) : (
          <span key={k} className="live-card-slot" aria-hidden="true" />
        ),
      )}
    </div>
  </div>
);

/** Punto banco: player, banker, player, banker, then the player's third card and the banker's, as drawn. */
export const BaccaratDeal = ({ lang, result, ...deal }: DealProps & { result: BaccaratResult | null }) => {
  const steps: Step[] = [];
  if (result) {
    const order: [side: 'a' | 'b', index: number][] = [
      ['a', 0],
      ['b', 0],
      ['a', 1],
      ['b', 1],
      ['a', 2],
      ['b', 2],
    ];
    for (const [side, i] of order) {
      const card = (side === 'a' ? result.player : result.banker)[i];
      if (card) steps.push({ side, card, sideways: i === 2 });
    }
  }
  const c = useDeal(steps.length, deal.animate, deal.stepMs, deal.onDone, deal.sound);
  const indexed = steps.map((step, k) => ({ step, k }));
  const upOf = (side: 'a' | 'b') => indexed.filter(({ step, k }) => step.side === side && c >= 2 * k + 2);
  const all = c >= 2 * steps.length && steps.length > 0;
  const pointsOf = (side: 'a' | 'b') => {
    const up = upOf(side);
    return up.length > 0 ? baccaratPoints(up.map(({ step }) => step.card)) : null;
  };
  const playerPoints = pointsOf('a');
  const bankerPoints = pointsOf('b');
  const handText = (side: 'a' | 'b', name: string, points: number | null) =>
    points === null
      ? ''
      : liveText(lang, 'live.hand', {
          side: name,
          cards: upOf(side)
            .map(({ step }) => cardName(lang, step.card))
            .join(', '),
          points,
        });
  return (
    <div className="live-deal is-cards" data-testid="live-deal">
      <Seat
        lang={lang}
        title={spotName(lang, 'player')}
        tone="blue"
        cards={indexed.filter(({ step }) => step.side === 'a')}
        c={c}
        offset={160}
        winner={all && result?.winner === 'P'}
        points={playerPoints}
      />
      <Seat
        lang={lang}
        title={spotName(lang, 'banker')}
        tone="red"
        cards={indexed.filter(({ step }) => step.side === 'b')}
        c={c}
        offset={-40}
        winner={all && result?.winner === 'B'}
        points={bankerPoints}
      />
      <p className="studio-sr" aria-live="polite">
        {[handText('a', spotName(lang, 'player'), playerPoints), handText('b', spotName(lang, 'banker'), bankerPoints)]
          .filter(Boolean)
          .join('. ')}
      </p>
    </div>
  );
};

/** Dragon tiger: one card to the dragon, then one to the tiger. */
export const DragonTigerDeal = ({ lang, result, ...deal }: DealProps & { result: DragonTigerResult | null }) => {
  const steps: Step[] = result
    ? [
        { side: 'a', card: result.dragon, sideways: false },
        { side: 'b', card: result.tiger, sideways: false },
      ]
    : [];
  const c = useDeal(steps.length, deal.animate, deal.stepMs, deal.onDone, deal.sound);
  const indexed = steps.map((step, k) => ({ step, k }));
  const all = c >= 2 * steps.length && steps.length > 0;
  const rank = (k: number) => (c >= 2 * k + 2 ? (steps[k]?.card.rank ?? null) : null);
  return (
    <div className="live-deal is-cards" data-testid="live-deal">
      <Seat
        lang={lang}
        title={spotName(lang, 'dragon')}
        tone="red"
        cards={indexed.filter(({ step }) => step.side === 'a')}
        c={c}
        offset={120}
        winner={all && result?.winner === 'dragon'}
        points={rank(0)}
      />
      <Seat
        lang={lang}
        title={spotName(lang, 'tiger')}
        tone="blue"
        cards={indexed.filter(({ step }) => step.side === 'b')}
        c={c}
        offset={-120}
        winner={all && result?.winner === 'tiger'}
        points={rank(1)}
      />
      <p className="studio-sr" aria-live="polite">
        {indexed
          .filter(({ k }) => c >= 2 * k + 2)
          .map(({ step }) => `${spotName(lang, step.side === 'a' ? 'dragon' : 'tiger')}: ${cardName(lang, step.card)}`)
          .join('. ')}
      </p>
    </div>
  );
};

const randomFace = () => 1 + Math.floor(Math.random() * 6);

/**
 * Sic bo: the dice tumble while bets are closed and, when the roll arrives live, for `rollMs` more before they
 * land on the drawn faces. Between rounds the last roll rests in the bowl, dimmed.
 */
export const SicboDice = ({
  lang,
  result,
  rest,
  tumbling,
  animate,
  rollMs,
  onDone,
  sound,
}: {
  lang: StudioLang;
  result: SicBoResult | null;
  rest: readonly number[] | null;
  tumbling: boolean;
  animate: boolean;
  rollMs: number;
  onDone: () => void;
  sound: LiveSound | null;
}) => {
  const [faces, setFaces] = useState<number[]>([randomFace(), randomFace(), randomFace()]);
  const [landed, setLanded] = useState(!animate);
  const done = useEffectEvent(onDone);
  const rattle = useEffectEvent((s: number) => sound?.rattle(s));
  const land = useEffectEvent(() => sound?.diceLand());
  const rolling = (tumbling && !result) || (result !== null && !landed);

  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setFaces([randomFace(), randomFace(), randomFace()]), 90);
    return () => clearInterval(timer);
  }, [rolling]);

  // Keyed on whether a result exists, not on its object: the server resends the round when players come and go.
  const hasResult = result !== null;
  useEffect(() => {
    if (!hasResult || !animate) return;
    rattle(rollMs / 1000);
    const timers = [
      setTimeout(() => {
        setLanded(true);
        land();
      }, rollMs),
      setTimeout(done, rollMs + 700),
    ];
    return () => timers.forEach(clearTimeout);
  }, [hasResult, animate, rollMs]);

  const shown = result && landed ? result.dice : rolling ? faces : rest;
  return (
    <div className={`live-deal is-dice${rolling ? ' is-rolling' : ''}`} data-testid="live-deal">
      <div className="live-bowl">
        {shown ? (
          shown.map((d, i) => (
            <Die
              key={i}
              value={d}
              size={56}
              className={`${rolling ? 'is-tumbling' : result ? 'is-landed' : 'is-resting'} is-die-${i}`}
            />
          ))
        ) : (
          <span className="live-bowl-empty" aria-hidden="true" />
        )}
      </div>
      {result && landed && (
        <p className="live-dice-sum" aria-hidden="true">
          {result.total}
        </p>
      )}
      <p className="studio-sr" aria-live="polite">
        {result && landed
          ? liveText(lang, 'live.dice', {
              a: result.dice[0],
              b: result.dice[1],
              c: result.dice[2],
              total: result.total,
            })
          : ''}
      </p>
    </div>
  );
};
