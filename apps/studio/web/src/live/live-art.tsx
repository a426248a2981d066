// The live tables' drawn pieces: playing cards, chips and dice as inline SVG (no image files, so they scale
// crisply in any iframe size and take the page's colours).
import type { CSSProperties } from 'react';
import type { Card } from '../../../src/tables';
import { chipLabel } from './bets';
import { rankLabel } from './spot-names';

/** Suit shapes in a 100 × 100 box. */
const SUIT_PATHS: Record<Card['suit'], string> = {
  H: 'M50 90C22 66 5 49 5 29 5 15 16 5 29 5c9 0 17 5 21 13 4-8 12-13 21-13 13 0 24 10 24 24 0 20-17 37-45 61z',
  D: 'M50 4l38 46-38 46-38-46z',
  S: 'M50 5c29 24 45 38 45 56 0 13-10 22-22 22-8 0-15-4-19-10 1 10 5 17 13 23H33c8-6 12-13 13-23-4 6-11 10-19 10-12 0-22-9-22-22 0-18 16-32 45-56z',
  C: 'M50 6a20 20 0 0 1 16 32 20 20 0 1 1-12 36c1 9 5 15 12 20H34c7-5 11-11 12-20a20 20 0 1 1-12-36A20 20 0 0 1 50 6z',
};

const RED_SUITS = new Set<Card['suit']>(['H', 'D']);

export const SuitIcon = ({ suit, size = 14 }: { suit: Card['suit']; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 100 100"
    aria-hidden="true"
    focusable="false"
    className={RED_SUITS.has(suit) ? 'live-suit is-red' : 'live-suit'}
  >
    <path d={SUIT_PATHS[suit]} fill="currentColor" />
  </svg>
);

/** The face of a card: rank and suit in two corners, a large suit (or the picture letter) in the middle. */
const CardFace = ({ card }: { card: Card }) => {
  const colour = RED_SUITS.has(card.suit) ? '#c8202f' : '#14161c';
  const rank = rankLabel(card.rank);
  const picture = card.rank >= 11;
  return (
    <svg viewBox="0 0 60 84" className="live-card-svg" aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" fill="#fdfaf3" stroke="#cfc6b3" strokeWidth="1.5" />
      {picture && (
        <rect x="12" y="16" width="36" height="52" rx="3" fill="none" stroke={colour} strokeWidth="1" opacity="0.45" />
      )}
      <g fill={colour}>
        <text x="5" y="15" fontSize={rank.length > 1 ? 11 : 13} fontWeight="700" fontFamily="Georgia, serif">
          {rank}
        </text>
        <svg x="5" y="18" width="9" height="9" viewBox="0 0 100 100">
          <path d={SUIT_PATHS[card.suit]} />
        </svg>
        <g transform="rotate(180 30 42)">
          <text x="5" y="15" fontSize={rank.length > 1 ? 11 : 13} fontWeight="700" fontFamily="Georgia, serif">
            {rank}
          </text>
          <svg x="5" y="18" width="9" height="9" viewBox="0 0 100 100">
            <path d={SUIT_PATHS[card.suit]} />
          </svg>
        </g>
        {picture ? (
          <>
            <text x="30" y="48" fontSize="24" fontWeight="700" textAnchor="middle" fontFamily="Georgia, serif">
              {rank}
            </text>
            <svg x="22" y="52" width="16" height="16" viewBox="0 0 100 100">
              <path d={SUIT_PATHS[card.suit]} />
            </svg>
          </>
        ) : (
          <svg x="15" y="27" width="30" height="30" viewBox="0 0 100 100">
            <path d={SUIT_PATHS[card.suit]} />
          </svg>
        )}
      </g>
    </svg>
  );
};

/** The back of every card: the studio's lattice pattern (public/art/live/card-back.svg). */
const CardBack = () => <span className="live-card-back" aria-hidden="true" />;

type CardViewProps = {
  /** Null: a face-down card (the dealer's hole card). */
  card: Card | null;
  /** Face up (flipped) or still face down. */
  up: boolean;
  /** Dealt sideways, as a third card is in baccarat. */
  sideways?: boolean;
  label: string;
  style?: CSSProperties;
};

export const CardView = ({ card, up, sideways, label, style }: CardViewProps) => (
  <span
    className={`live-card${up && card ? ' is-up' : ''}${sideways ? ' is-sideways' : ''}`}
    role="img"
    aria-label={label}
    style={style}
  >
    <span className="live-card-inner">
      <span className="live-card-face live-card-front">{card && <CardFace card={card} />}</span>
      <span className="live-card-face live-card-rear">
        <CardBack />
      </span>
    </span>
  </span>
);

const CHIP_COLOURS = ['#e9e4da', '#d23b3b', '#2f9e5b', '#23262d', '#7b4bd1', '#e0802a'] as const;
const CHIP_INK = ['#2a2520', '#fff', '#fff', '#f5c451', '#fff', '#fff'] as const;

/** A casino chip: the colour follows its place in the table's chip set, the face shows the value. */
export const Chip = ({ value, tier, size = 44 }: { value: number; tier: number; size?: number }) => {
  const fill = CHIP_COLOURS[tier % CHIP_COLOURS.length]!;
  const ink = CHIP_INK[tier % CHIP_INK.length]!;
  const label = chipLabel(value);
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="live-chip-svg">
      <circle cx="24" cy="24" r="23" fill={fill} stroke="rgba(0,0,0,0.35)" strokeWidth="1" />
      {Array.from({ length: 6 }, (_, i) => (
        <rect
          key={i}
          x="21"
          y="1.5"
          width="6"
          height="8"
          rx="1"
          fill="#fff"
          opacity="0.85"
          transform={`rotate(${i * 60} 24 24)`}
        />
      ))}
      <circle cx="24" cy="24" r="15" fill={fill} stroke="#fff" strokeWidth="1.5" strokeDasharray="3 2" />
      <text
        x="24"
        y="24"
        dy="0.36em"
        textAnchor="middle"
        fontSize={label.length > 3 ? 10 : 13}
        fontWeight="800"
        fill={ink}
      >
        {label}
      </text>
    </svg>
  );
};

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [27, 27],
    [50, 50],
    [73, 73],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

/** One die face; ones and fours in red as on Asian dice. */
export const Die = ({ value, size = 36, className }: { value: number; size?: number; className?: string }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 100 100"
    aria-hidden="true"
    focusable="false"
    className={className ? `live-die ${className}` : 'live-die'}
  >
    <rect x="3" y="3" width="94" height="94" rx="18" fill="#fbf8f1" stroke="#c9bfae" strokeWidth="3" />
    {(PIPS[value] ?? []).map(([x, y], i) => (
      <circle
        key={i}
        cx={x}
        cy={y}
        r={value === 1 ? 13 : 9}
        fill={value === 1 || value === 4 ? '#c8202f' : '#1b1d22'}
      />
    ))}
  </svg>
);
