// Playing cards drawn in code from rank and suit (the suit shapes are paths, so no font decides how they look);
// the back is the studio's own art.
import type { StudioLang } from '../../../src/engine/types';
import { cardRank, cardSuit, type Card } from '../../../src/pvp/cards';
import type { HandValue } from '../../../src/pvp/niuniu';
import { arrangeCards } from './pvp-model';
import { cardName, pvpText } from './pvp-text';

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const RED = '#c0262d';
const BLACK = '#1b1b1f';

/** Suit shapes in a 20 × 20 box, in the engine's order: diamonds, clubs, hearts, spades. */
const SuitShape = ({
  suit,
  x,
  y,
  size,
  flip,
}: {
  suit: number;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) => {
  const s = size / 20;
  const transform = `translate(${x} ${y}) scale(${s})${flip ? ' rotate(180 10 10)' : ''}`;
  const fill = suit === 0 || suit === 2 ? RED : BLACK;
  switch (suit) {
    case 0:
      return <path transform={transform} fill={fill} d="M10 0L18.5 10 10 20 1.5 10z" />;
    case 1:
      return (
        <g transform={transform} fill={fill}>
          <circle cx="10" cy="5.6" r="4.6" />
          <circle cx="4.9" cy="11.6" r="4.6" />
          <circle cx="15.1" cy="11.6" r="4.6" />
          <path d="M9 10.5L7 19.6h6L11 10.5z" />
        </g>
      );
    case 2:
      return (
        <path
          transform={transform}
          fill={fill}
          d="M10 19.5S1 13.4 1 7.2C1 3.6 3.5 1 6.4 1 8.2 1 9.4 2.2 10 3.8 10.6 2.2 11.8 1 13.6 1 16.5 1 19 3.6 19 7.2 19 13.4 10 19.5 10 19.5z"
        />
      );
    default:
      return (
        <path
          transform={transform}
          fill={fill}
          d="M10 .5S1 6.9 1 12.1c0 3 2.3 5 4.8 5 1.7 0 3-.8 3.7-1.9L8 19.6h4l-1.5-4.4c.7 1.1 2 1.9 3.7 1.9 2.5 0 4.8-2 4.8-5C19 6.9 10 .5 10 .5z"
        />
      );
  }
};

/** Pip rows of the number cards (x, y in the 60 × 84 card), after the usual layouts. */
const PIPS: Record<number, [number, number][]> = {
  1: [[30, 42]],
  2: [
    [30, 20],
    [30, 64],
  ],
  3: [
    [30, 20],
    [30, 42],
    [30, 64],
  ],
  4: [
    [20, 20],
    [40, 20],
    [20, 64],
    [40, 64],
  ],
  5: [
    [20, 20],
    [40, 20],
    [30, 42],
    [20, 64],
    [40, 64],
  ],
  6: [
    [20, 20],
    [40, 20],
    [20, 42],
    [40, 42],
    [20, 64],
    [40, 64],
  ],
  7: [
    [20, 20],
    [40, 20],
    [30, 31],
    [20, 42],
    [40, 42],
    [20, 64],
    [40, 64],
  ],
  8: [
    [20, 20],
    [40, 20],
    [30, 31],
    [20, 42],
    [40, 42],
    [30, 53],
    [20, 64],
    [40, 64],
  ],
  9: [
    [20, 18],
    [40, 18],
    [20, 33],
    [40, 33],
    [30, 42],
    [20, 51],
    [40, 51],
    [20, 66],
    [40, 66],
  ],
  10: [
    [20, 18],
    [40, 18],
    [30, 26],
    [20, 33],
    [40, 33],
    [20, 51],
    [40, 51],
    [30, 58],
    [20, 66],
    [40, 66],
  ],
};

type CardProps = { lang: StudioLang; card: Card; className?: string };

/** One face-up card. */
export const PlayingCard = ({ lang, card, className }: CardProps) => {
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const colour = suit === 0 || suit === 2 ? RED : BLACK;
  const text = RANK_TEXT[rank - 1]!;
  const face = rank > 10;
  const pipSize = rank === 1 ? 22 : 11;
  return (
    <svg
      className={className ? `pvp-card ${className}` : 'pvp-card'}
      viewBox="0 0 60 84"
      role="img"
      aria-label={cardName(lang, card)}
      data-card={card}
    >
      <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fffdf7" stroke="#3b2a1a" strokeOpacity="0.4" />
      <g fill={colour} fontFamily="system-ui, sans-serif" fontWeight="700" textAnchor="middle">
        <text x="8.5" y="14" fontSize={text.length > 1 ? 10 : 12} letterSpacing={text.length > 1 ? -1 : 0}>
          {text}
        </text>
        <text
          x="8.5"
          y="14"
          fontSize={text.length > 1 ? 10 : 12}
          letterSpacing={text.length > 1 ? -1 : 0}
          transform="rotate(180 30 42)"
        >
          {text}
        </text>
      </g>
      <SuitShape suit={suit} x={4} y={16} size={9} />
      <SuitShape suit={suit} x={47} y={59} size={9} flip />
      {face ? (
        <g>
          <rect x="15" y="17" width="30" height="50" rx="3" fill="none" stroke="#c99a3b" strokeWidth="1.4" />
          <rect x="18" y="20" width="24" height="44" rx="2" fill={colour} fillOpacity="0.08" />
          <path d="M21 30l4-6 5 5 5-5 4 6z" fill="#d9a440" stroke="#9c6a1c" strokeWidth="0.6" />
          <text
            x="30"
            y="52"
            fill={colour}
            fontFamily="Georgia, 'Times New Roman', serif"
            fontWeight="700"
            fontSize="20"
            textAnchor="middle"
          >
            {text}
          </text>
          <SuitShape suit={suit} x={25.5} y={54} size={9} />
        </g>
      ) : (
        (PIPS[rank] ?? []).map(([x, y], i) => (
          <SuitShape key={i} suit={suit} x={x - pipSize / 2} y={y - pipSize / 2} size={pipSize} flip={y > 44} />
        ))
      )}
    </svg>
  );
};

/** A face-down card. */
export const CardBack = ({ lang, className, order = 0 }: { lang: StudioLang; className?: string; order?: number }) => (
  <img
    className={className ? `pvp-card ${className}` : 'pvp-card'}
    src="/art/pvp/card-back.svg"
    alt={pvpText(lang, 'pvp.card.hidden')}
    draggable={false}
    // Dealt one after another, not all at once.
    style={{ animationDelay: `${order * 70}ms` }}
  />
);

type HandProps = {
  lang: StudioLang;
  /** null: a card still face down. */
  cards: (Card | null)[];
  hand: HandValue | null;
  label: string;
};

/**
 * A participant's five cards: face down until shown, then the bull's three apart from the two that score. Keys
 * follow the card, so a card turning over mounts afresh and plays its flip.
 */
export const HandCards = ({ lang, cards, hand, label }: HandProps) => (
  <div className="pvp-cards" role="group" aria-label={label}>
    {arrangeCards(cards, hand).map((group, g) => (
      <span className="pvp-card-group" key={g}>
        {group.map((card, i) =>
          card === null ? (
            <CardBack key={`back-${g}-${i}`} lang={lang} className="is-back" order={i} />
          ) : (
            <PlayingCard key={`card-${card}`} lang={lang} card={card} className="is-face" />
          ),
        )}
      </span>
    ))}
  </div>
);
