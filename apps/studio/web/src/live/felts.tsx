// The betting layouts: every spot of the table is a button showing its name, payout and limits, with the
// player's chips on it (confirmed ones solid, unconfirmed ones dashed) and the result's winners lit up.
import type { KeyboardEvent, ReactNode } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import { chipLabel } from './bets';
import { Chip, Die } from './live-art';
import type { SpotLimitView } from './live-state';
import { liveText } from './live-text';
import type { SpotOutcome } from './outcomes';
import { pocketColour } from './roads';
import { BOARD_H, BOARD_W, rouletteZones, type Zone } from './roulette-layout';
import { spotName } from './spot-names';

export type Stake = { placed: number; pending: number };

export type FeltProps = {
  lang: StudioLang;
  limits: ReadonlyMap<string, SpotLimitView>;
  stakes: ReadonlyMap<string, Stake>;
  /** Lit once the result is shown; null before. */
  outcomes: ReadonlyMap<string, SpotOutcome> | null;
  /** Betting is closed (or the page is offline): spots do not take chips. */
  disabled: boolean;
  onPlace: (spot: string) => void;
  /** The chip colour for an amount: the tier of the largest table chip not above it. */
  chipTier: (amount: number) => number;
  money: (minor: number) => string;
};

const spotLabel = (p: FeltProps, spot: string, limit: SpotLimitView): string => {
  const base = liveText(p.lang, 'live.spotName', {
    spot: spotName(p.lang, spot),
    pays: limit.pays,
    min: p.money(limit.min),
    max: p.money(limit.max),
  });
  const stake = p.stakes.get(spot);
  const total = stake ? stake.placed + stake.pending : 0;
  return total > 0 ? `${base}, ${liveText(p.lang, 'live.spotStake', { amount: p.money(total) })}` : base;
};

const StakeChip = ({
  stake,
  tier,
  size = 30,
}: {
  stake: Stake | undefined;
  tier: (n: number) => number;
  size?: number;
}) => {
  if (!stake) return null;
  const total = stake.placed + stake.pending;
  if (total <= 0) return null;
  return (
    <span className={`live-stake${stake.pending > 0 ? ' is-pending' : ''}`} aria-hidden="true">
      <Chip value={total} tier={tier(total)} size={size} />
    </span>
  );
};

type SpotButtonProps = {
  felt: FeltProps;
  spot: string;
  className?: string;
  /** Shown instead of the spot's name (dice faces, numbers). */
  face?: ReactNode;
  /** Hide the limits line (small cells; the Limits panel lists them all). */
  compact?: boolean;
};

export const SpotButton = ({ felt, spot, className, face, compact }: SpotButtonProps) => {
  const limit = felt.limits.get(spot);
  if (!limit) return null;
  const outcome = felt.outcomes?.get(spot) ?? null;
  return (
    <button
      type="button"
      className={`live-spot${className ? ` ${className}` : ''}${outcome ? ` is-${outcome}` : ''}`}
      aria-label={spotLabel(felt, spot, limit)}
      aria-disabled={felt.disabled}
      data-spot={spot}
      onClick={() => {
        if (!felt.disabled) felt.onPlace(spot);
      }}
    >
      <span className="live-spot-name" aria-hidden="true">
        {face ?? spotName(felt.lang, spot)}
      </span>
      <span className="live-spot-pays" aria-hidden="true">
        {limit.pays}
      </span>
      {!compact && (
        <span className="live-spot-limits" aria-hidden="true">
          {chipLabel(limit.min)}–{chipLabel(limit.max)}
        </span>
      )}
      <StakeChip stake={felt.stakes.get(spot)} tier={felt.chipTier} />
    </button>
  );
};

export const BaccaratFelt = (felt: FeltProps) => (
  <div className="live-felt is-baccarat" role="group" aria-label={liveText(felt.lang, 'live.phase.betting')}>
    <SpotButton felt={felt} spot="player-pair" className="is-blue is-side" />
    <SpotButton felt={felt} spot="tie" className="is-green is-side" />
    <SpotButton felt={felt} spot="banker-pair" className="is-red is-side" />
    <SpotButton felt={felt} spot="player" className="is-blue is-main" />
    <SpotButton felt={felt} spot="banker" className="is-red is-main" />
  </div>
);

export const DragonTigerFelt = (felt: FeltProps) => (
  <div className="live-felt is-dragon-tiger" role="group" aria-label={liveText(felt.lang, 'live.phase.betting')}>
    <SpotButton felt={felt} spot="dragon" className="is-red is-main" />
    <SpotButton felt={felt} spot="tie" className="is-green" />
    <SpotButton felt={felt} spot="tiger" className="is-blue is-main" />
    <SpotButton felt={felt} spot="suited-tie" className="is-green is-wide" />
  </div>
);

const FACES = [1, 2, 3, 4, 5, 6] as const;

const Dice = ({ faces }: { faces: number[] }) => (
  <span className="live-spot-dice">
    {faces.map((f, i) => (
      <Die key={i} value={f} size={15} />
    ))}
  </span>
);

export const SicboFelt = (felt: FeltProps) => {
  const combos: [number, number][] = [];
  for (const a of FACES) for (const b of FACES) if (a < b) combos.push([a, b]);
  return (
    <div className="live-felt is-sicbo" role="group" aria-label={liveText(felt.lang, 'live.phase.betting')}>
      <div className="live-sicbo-row is-5">
        <SpotButton felt={felt} spot="small" className="is-main" />
        <SpotButton felt={felt} spot="odd" />
        <SpotButton felt={felt} spot="any-triple" face={<Dice faces={[6, 6, 6]} />} />
        <SpotButton felt={felt} spot="even" />
        <SpotButton felt={felt} spot="big" className="is-main" />
      </div>
      <div className="live-sicbo-row is-6">
        {FACES.map((f) => (
          <SpotButton key={f} felt={felt} spot={`double:${f}`} face={<Dice faces={[f, f]} />} compact />
        ))}
      </div>
      <div className="live-sicbo-row is-6">
        {FACES.map((f) => (
          <SpotButton key={f} felt={felt} spot={`triple:${f}`} face={<Dice faces={[f, f, f]} />} compact />
        ))}
      </div>
      <h4 className="live-felt-title">{liveText(felt.lang, 'live.sicbo.totals')}</h4>
      <div className="live-sicbo-row is-7">
        {Array.from({ length: 14 }, (_, i) => i + 4).map((n) => (
          <SpotButton key={n} felt={felt} spot={`total:${n}`} face={<b className="live-total-num">{n}</b>} compact />
        ))}
      </div>
      <h4 className="live-felt-title">{liveText(felt.lang, 'live.sicbo.combos')}</h4>
      <div className="live-sicbo-row is-5">
        {combos.map(([a, b]) => (
          <SpotButton key={`${a}-${b}`} felt={felt} spot={`combo:${a}-${b}`} face={<Dice faces={[a, b]} />} compact />
        ))}
      </div>
      <h4 className="live-felt-title">{liveText(felt.lang, 'live.sicbo.singles')}</h4>
      <div className="live-sicbo-row is-6">
        {FACES.map((f) => (
          <SpotButton key={f} felt={felt} spot={`single:${f}`} face={<Dice faces={[f]} />} compact />
        ))}
      </div>
    </div>
  );
};

const ZONES = rouletteZones();

const OUTSIDE_TEXT: Record<string, string> = { 'column:1': '2:1', 'column:2': '2:1', 'column:3': '2:1' };

/** The roulette layout in SVG: numbers and outside bets are cells; splits, streets and corners sit on the lines. */
export const RouletteFelt = (felt: FeltProps & { pocket: number | null }) => {
  const { lang, limits, stakes, outcomes, disabled, onPlace, chipTier } = felt;
  const covered = felt.pocket;
  const press = (spot: string) => {
    if (!disabled) onPlace(spot);
  };
  const onKey = (e: KeyboardEvent, spot: string) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      press(spot);
    }
  };
  const cellText = (z: Zone): ReactNode => {
    const [kind, arg] = z.spot.split(':');
    if (kind === 'straight') return arg;
    if (kind === 'dozen') return `${12 * Number(arg) - 11}–${12 * Number(arg)}`;
    if (OUTSIDE_TEXT[z.spot]) return OUTSIDE_TEXT[z.spot];
    if (z.spot === 'low') return '1–18';
    if (z.spot === 'high') return '19–36';
    if (z.spot === 'red' || z.spot === 'black') return null;
    return spotName(lang, z.spot);
  };
  return (
    <div className="live-felt is-roulette" role="group" aria-label={liveText(lang, 'live.phase.betting')}>
      <svg viewBox={`-1 -1 ${BOARD_W + 2} ${BOARD_H + 2}`} className="live-board">
        {ZONES.map((z) => {
          const limit = limits.get(z.spot);
          if (!limit) return null;
          const outcome = outcomes?.get(z.spot) ?? null;
          const isNumber = z.spot.startsWith('straight:');
          const n = isNumber ? Number(z.spot.slice(9)) : null;
          const stake = stakes.get(z.spot);
          const total = stake ? stake.placed + stake.pending : 0;
          const label = liveText(lang, 'live.spotName', {
            spot: spotName(lang, z.spot),
            pays: limit.pays,
            min: felt.money(limit.min),
            max: felt.money(limit.max),
          });
          const text = z.shape === 'cell' ? cellText(z) : null;
          const hit = n !== null && n === covered;
          // Every cell a pocket wins is lit; of the many inside bets it wins, only those the player is on.
          const lit = outcome === 'win' && (z.shape === 'cell' || total > 0);
          return (
            <g
              key={z.spot}
              role="button"
              tabIndex={0}
              aria-label={
                total > 0 ? `${label}, ${liveText(lang, 'live.spotStake', { amount: felt.money(total) })}` : label
              }
              aria-disabled={disabled}
              className={`live-zone is-${z.shape}${n !== null ? ` is-${pocketColour(n)}` : ''}${lit ? ' is-win' : ''}${
                hit ? ' is-hit' : ''
              }`}
              data-spot={z.spot}
              onClick={() => press(z.spot)}
              onKeyDown={(e) => onKey(e, z.spot)}
            >
              {z.shape === 'dot' ? (
                <circle cx={z.cx} cy={z.cy} r={z.w / 2} className="live-zone-hit" />
              ) : (
                <rect x={z.x} y={z.y} width={z.w} height={z.h} className="live-zone-hit" />
              )}
              {z.shape === 'cell' && n !== null && n > 0 && (
                <ellipse cx={z.cx} cy={z.cy} rx={3.6} ry={4.2} className={`live-zone-num is-${pocketColour(n)}`} />
              )}
              {z.spot === 'red' || z.spot === 'black' ? (
                <path
                  d={`M${z.cx} ${z.cy - 3.6}l5 3.6-5 3.6-5-3.6z`}
                  className={`live-zone-diamond is-${z.spot}`}
                  aria-hidden="true"
                />
              ) : (
                text !== null && (
                  <text
                    x={z.cx}
                    y={z.cy}
                    dy="0.36em"
                    textAnchor="middle"
                    className="live-zone-text"
                    fontSize={isNumber ? 4.4 : 3.6}
                    aria-hidden="true"
                  >
                    {text}
                  </text>
                )
              )}
              {total > 0 && (
                <g className={stake && stake.pending > 0 ? 'live-board-chip is-pending' : 'live-board-chip'}>
                  <svg x={z.cx - 3.6} y={z.cy - 3.6} width={7.2} height={7.2} viewBox="0 0 48 48" overflow="visible">
                    <Chip value={total} tier={chipTier(total)} size={48} />
                  </svg>
                </g>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
};
