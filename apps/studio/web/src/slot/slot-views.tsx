// View parts of the slot game: the payline overlay over the reels and the win banner.
import type { RefObject } from 'react';
import type { SlotGameDef, StudioLang } from '../../../src/engine/types';
import { slotText } from './slot-text';

export type Banner =
  | { kind: 'big' | 'mega'; amount: number }
  | { kind: 'free'; spins: number; multiplier: number }
  | { kind: 'freeTotal'; amount: number };

const LINE_COLOURS = [
  '#ffd34d',
  '#ff6b6b',
  '#5ee0ff',
  '#8dff7a',
  '#ff9cf1',
  '#ffa94d',
  '#b197fc',
  '#63e6be',
  '#ffe066',
  '#ff8787',
  '#74c0fc',
  '#c0eb75',
  '#f783ac',
  '#ffc078',
  '#9775fa',
  '#38d9a9',
  '#fab005',
  '#fa5252',
  '#4dabf7',
  '#94d82d',
];

/** The winning paylines drawn over the reels, one colour per line, running off both edges. */
export const PaylineOverlay = ({ game, lines }: { game: SlotGameDef; lines: number[] }) => (
  <svg className="slot-lines" viewBox={`0 0 ${game.reels} ${game.rows}`} preserveAspectRatio="none" aria-hidden="true">
    {lines.map((line) => {
      const rows = game.paylines[line];
      if (!rows) return null;
      const points = rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`);
      const colour = LINE_COLOURS[line % LINE_COLOURS.length];
      const path = `-0.05,${rows[0]! + 0.5} ${points.join(' ')} ${game.reels + 0.05},${rows.at(-1)! + 0.5}`;
      return (
        <g key={line}>
          <polyline points={path} className="slot-line-glow" stroke={colour} />
          <polyline points={path} className="slot-line" stroke={colour} />
        </g>
      );
    })}
  </svg>
);

/** Free spins won, their total, or a big/mega win counting up in meterRef; a click skips it. */
export const WinBanner = ({
  banner,
  lang,
  money,
  meterRef,
  onSkip,
}: {
  banner: Banner;
  lang: StudioLang;
  money: (minor: number) => string;
  meterRef: RefObject<HTMLSpanElement | null>;
  onSkip: () => void;
}) => (
  <button
    type="button"
    className={`slot-banner is-${banner.kind}`}
    onClick={onSkip}
    aria-label={slotText(lang, 'slot.tapToContinue')}
  >
    {banner.kind === 'free' && (
      <>
        <strong className="slot-banner-title">{slotText(lang, 'slot.freeSpinsWon', { n: banner.spins })}</strong>
        <span className="slot-banner-sub">{slotText(lang, 'slot.freeSpinsMultiplier', { m: banner.multiplier })}</span>
      </>
    )}
    {banner.kind === 'freeTotal' && (
      <>
        <strong className="slot-banner-title">{slotText(lang, 'slot.freeSpinsTotal')}</strong>
        <span className="slot-banner-amount">{money(banner.amount)}</span>
      </>
    )}
    {(banner.kind === 'big' || banner.kind === 'mega') && (
      <>
        <strong className="slot-banner-title">
          {slotText(lang, banner.kind === 'mega' ? 'slot.megaWin' : 'slot.bigWin')}
        </strong>
        <span className="slot-banner-amount" ref={meterRef}>
          {money(0)}
        </span>
      </>
    )}
    <span className="slot-banner-hint">{slotText(lang, 'slot.tapToContinue')}</span>
  </button>
);
