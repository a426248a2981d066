// The pieces around every live table: the connection and round strip, the betting countdown ring, the chip
// rack and the Limits panel.
import { useEffect, useEffectEvent, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import { t } from '../shared/i18n';
import type { ConnectionState } from '../shared/live-socket';
import { Panel } from '../shared/panel';
import { Chip } from './live-art';
import type { SpotLimitView } from './live-state';
import { liveText } from './live-text';
import { spotName } from './spot-names';

export const ConnectionBadge = ({ lang, conn }: { lang: StudioLang; conn: ConnectionState }) => {
  const state = liveText(lang, `live.conn.${conn}`);
  return (
    <span
      className={`live-conn is-${conn}`}
      title={liveText(lang, 'live.connection', { state })}
      data-testid="live-conn"
      data-state={conn}
    >
      <span className="live-conn-dot" aria-hidden="true" />
      <span className="live-conn-text">{state}</span>
    </span>
  );
};

type StripProps = {
  lang: StudioLang;
  conn: ConnectionState;
  round: number | null;
  seated: number | null;
  onLimits: () => void;
};

export const LiveStrip = ({ lang, conn, round, seated, onLimits }: StripProps) => (
  <div className="live-strip">
    <ConnectionBadge lang={lang} conn={conn} />
    {round !== null && <span className="live-strip-item">{liveText(lang, 'live.round', { n: round })}</span>}
    {seated !== null && seated > 0 && (
      <span className="live-strip-item">{liveText(lang, 'live.seated', { n: seated })}</span>
    )}
    <button type="button" className="studio-button is-quiet live-limits-button" onClick={onLimits}>
      {liveText(lang, 'live.limits')}
    </button>
  </div>
);

/**
 * The betting window as a shrinking ring with the seconds left. It reads the server clock (local time corrected
 * by the offset measured on the last message), so every player's ring closes together.
 */
export const CountdownRing = ({
  lang,
  closesAt,
  totalMs,
  serverNow,
  onSecond,
}: {
  lang: StudioLang;
  closesAt: number;
  totalMs: number;
  serverNow: () => number;
  /** Called once for each whole second left (5, 4 … 1), for the ticking sound. */
  onSecond?: (seconds: number) => void;
}) => {
  const [now, setNow] = useState(serverNow);
  const second = useEffectEvent((s: number) => onSecond?.(s));
  useEffect(() => {
    let last = -1;
    const timer = setInterval(() => {
      const at = serverNow();
      setNow(at);
      const s = Math.ceil((closesAt - at) / 1000);
      if (s !== last && s > 0 && s <= 5) second(s);
      last = s;
    }, 200);
    return () => clearInterval(timer);
  }, [closesAt, serverNow]);
  const left = Math.max(0, closesAt - now);
  const seconds = Math.ceil(left / 1000);
  const share = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  const r = 21;
  const length = 2 * Math.PI * r;
  return (
    <div className={`live-ring${seconds <= 5 ? ' is-urgent' : ''}`} data-testid="live-countdown">
      <svg viewBox="0 0 50 50" aria-hidden="true">
        <circle cx="25" cy="25" r={r} className="live-ring-track" />
        <circle
          cx="25"
          cy="25"
          r={r}
          className="live-ring-bar"
          strokeDasharray={length}
          strokeDashoffset={length * (1 - share)}
          transform="rotate(-90 25 25)"
        />
      </svg>
      <span className="live-ring-seconds" aria-hidden="true">
        {seconds}
      </span>
      <span className="studio-sr">{liveText(lang, 'live.closesIn', { s: seconds })}</span>
    </div>
  );
};

export const ChipRack = ({
  lang,
  chips,
  selected,
  onSelect,
  money,
  disabled,
  adds,
}: {
  lang: StudioLang;
  chips: number[];
  selected: number;
  onSelect: (index: number) => void;
  money: (minor: number) => string;
  disabled: boolean;
  /** Each press adds the chip to the bet (blackjack) rather than choosing the chip to place (shared tables). */
  adds?: boolean;
}) => (
  <div className="live-chips" role={adds ? 'group' : 'radiogroup'} aria-label={liveText(lang, 'live.chips')}>
    {chips.map((value, i) => (
      <button
        key={value}
        type="button"
        role={adds ? undefined : 'radio'}
        aria-checked={adds ? undefined : i === selected}
        className={`live-chip${i === selected && !adds ? ' is-selected' : ''}`}
        onClick={() => onSelect(i)}
        disabled={disabled}
        aria-label={liveText(lang, 'live.chip', { amount: money(value) })}
        data-testid={`live-chip-${i}`}
      >
        <Chip value={value} tier={i} size={44} />
      </button>
    ))}
  </div>
);

/** A limits row: spots of one kind with the same payout and limits are listed once under the kind's name. */
type LimitRow = { name: string; pays: string; min: number; max: number; count: number };

const KIND_NAMES = new Set([
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'column',
  'dozen',
  'triple',
  'double',
  'single',
]);

/** The name of a group of spots: "Split", "Two dice", or the totals listed ("Total 4 / 17"). */
const groupName = (lang: StudioLang, spots: string[]): string => {
  const kind = spots[0]?.split(':')[0] ?? '';
  if (kind === 'combo') return liveText(lang, 'live.sicbo.combos');
  if (kind === 'total') return liveText(lang, 'live.spot.total', { n: spots.map((s) => s.split(':')[1]).join(' / ') });
  if (KIND_NAMES.has(kind)) return liveText(lang, `live.kind.${kind}` as Parameters<typeof liveText>[1]);
  return spots.map((s) => spotName(lang, s)).join(' / ');
};

export const limitRows = (lang: StudioLang, spots: readonly SpotLimitView[]): LimitRow[] => {
  const rows = new Map<string, Omit<LimitRow, 'name' | 'count'> & { spots: string[] }>();
  for (const s of spots) {
    const kind = s.spot.split(':')[0] ?? s.spot;
    const key = `${kind}|${s.pays}|${s.min}|${s.max}`;
    const row = rows.get(key);
    if (row) row.spots.push(s.spot);
    else rows.set(key, { pays: s.pays, min: s.min, max: s.max, spots: [s.spot] });
  }
  return [...rows.values()].map(({ spots: group, ...row }) => ({
    ...row,
    count: group.length,
    name: group.length > 1 ? groupName(lang, group) : spotName(lang, group[0]!),
  }));
};

export const LimitsPanel = ({
  lang,
  spots,
  currency,
  money,
  onClose,
  note,
}: {
  lang: StudioLang;
  spots: readonly SpotLimitView[];
  currency: string;
  money: (minor: number) => string;
  onClose: () => void;
  note?: string;
}) => (
  <Panel title={liveText(lang, 'live.limits')} closeLabel={t(lang, 'app.close')} onClose={onClose} wide>
    <p className="studio-muted">{liveText(lang, 'live.limits.intro', { currency })}</p>
    {note && <p className="studio-muted">{note}</p>}
    <table className="live-limits" data-testid="live-limits">
      <thead>
        <tr>
          <th scope="col">{liveText(lang, 'live.limits.bet')}</th>
          <th scope="col">{liveText(lang, 'live.limits.pays')}</th>
          <th scope="col" className="is-num">
            {liveText(lang, 'live.limits.min')}
          </th>
          <th scope="col" className="is-num">
            {liveText(lang, 'live.limits.max')}
          </th>
        </tr>
      </thead>
      <tbody>
        {limitRows(lang, spots).map((row) => (
          <tr key={`${row.name}|${row.pays}|${row.min}|${row.max}`}>
            <th scope="row">{row.name}</th>
            <td>{row.pays}</td>
            <td className="is-num">{money(row.min)}</td>
            <td className="is-num">{money(row.max)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </Panel>
);
