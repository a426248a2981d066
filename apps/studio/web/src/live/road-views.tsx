// The scoreboards drawn in SVG: bead plate and big road (baccarat, dragon tiger), the roulette numbers with hot
// and cold, and the sic bo dice history. Each has a text alternative for screen readers.
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { SicBoSummary } from '../../../src/tables';
import { Die } from './live-art';
import { liveText } from './live-text';
import { beadPlate, bigRoad, diceClass, hotCold, pocketColour, roadTotals, visibleRoad, type RoadEntry } from './roads';
import { pocketText, spotName } from './spot-names';
import type { BaccaratEntry, DragonTigerEntry } from './summaries';

const CELL = 20;
const ROWS = 6;
const BEAD_COLS = 12;
/** The big road keeps this many columns, drawn at a fixed cell size and scrolled to the newest. */
const BIG_COLS = 48;
const BIG_MIN_COLS = 24;

/** Which colour a winner gets: red for banker and dragon, blue for player and tiger (the usual boards). */
const TONE: Record<string, 'red' | 'blue'> = { B: 'red', P: 'blue', dragon: 'red', tiger: 'blue' };

type Side = { key: string; abbr: string; name: string };

const Grid = ({ cols }: { cols: number }) => (
  <g className="live-road-grid">
    {Array.from({ length: cols + 1 }, (_, c) => (
      <line key={`c${c}`} x1={c * CELL} y1={0} x2={c * CELL} y2={ROWS * CELL} />
    ))}
    {Array.from({ length: ROWS + 1 }, (_, r) => (
      <line key={`r${r}`} x1={0} y1={r * CELL} x2={cols * CELL} y2={r * CELL} />
    ))}
  </g>
);

const PairDots = ({
  x,
  y,
  playerPair,
  bankerPair,
}: {
  x: number;
  y: number;
  playerPair?: boolean;
  bankerPair?: boolean;
}) => (
  <>
    {bankerPair && <circle className="live-road-dot is-red" cx={x + 4} cy={y + 4} r={2.6} />}
    {playerPair && <circle className="live-road-dot is-blue" cx={x + CELL - 4} cy={y + CELL - 4} r={2.6} />}
  </>
);

/** The bead plate: every round as a filled bead with its letter, in columns of six. */
export const BeadPlate = <W extends string>({
  entries,
  sides,
  tie,
  title,
}: {
  entries: readonly RoadEntry<W>[];
  sides: Side[];
  tie: Side;
  title: string;
}) => {
  const beads = beadPlate(entries, BEAD_COLS, ROWS);
  const side = (w: W | null) => (w === null ? tie : (sides.find((s) => s.key === w) ?? tie));
  return (
    <figure className="live-road">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${BEAD_COLS * CELL} ${ROWS * CELL}`} className="live-road-svg" aria-hidden="true">
        <Grid cols={BEAD_COLS} />
        {beads.map((b) => {
          const x = b.col * CELL;
          const y = b.row * CELL;
          const tone = b.winner === null ? 'green' : (TONE[b.winner] ?? 'green');
          return (
            <g key={b.index} className={`live-bead is-${tone}`}>
              <circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 2} />
              <text x={x + CELL / 2} y={y + CELL / 2} dy="0.35em" textAnchor="middle">
                {side(b.winner).abbr}
              </text>
              <PairDots x={x} y={y} playerPair={b.playerPair} bankerPair={b.bankerPair} />
            </g>
          );
        })}
      </svg>
    </figure>
  );
};

/** The big road: hollow rings in streaks, a green slash for ties (with the count when more than one). */
export const BigRoadView = <W extends string>({
  entries,
  title,
}: {
  entries: readonly RoadEntry<W>[];
  title: string;
}) => {
  const road = visibleRoad(bigRoad(entries, ROWS), BIG_COLS);
  const cols = Math.max(BIG_MIN_COLS, road.width + 1);
  const scroller = useRef<HTMLDivElement>(null);
  // The newest column stays in view as the road grows (the empty columns after it only once it is full).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = Math.max(0, (road.width + 2) * CELL - el.clientWidth);
  }, [entries.length, road.width]);
  return (
    <figure className="live-road">
      <figcaption>{title}</figcaption>
      {/* Focusable, so that a keyboard can scroll a road wider than the table (axe: scrollable-region-focusable). */}
      <div className="live-road-scroll" ref={scroller} tabIndex={0} role="group" aria-label={title}>
        <svg
          viewBox={`0 0 ${cols * CELL} ${ROWS * CELL}`}
          width={cols * CELL}
          height={ROWS * CELL}
          className="live-road-svg is-big"
          aria-hidden="true"
        >
          <Grid cols={cols} />
          {road.cells.map((c, i) => {
            const x = c.col * CELL;
            const y = c.row * CELL;
            const ties = c.ties + (i === 0 ? road.leadingTies : 0);
            return (
              <g key={`${c.col}:${c.row}`} className={`live-road-ring is-${TONE[c.winner] ?? 'green'}`}>
                <circle cx={x + CELL / 2} cy={y + CELL / 2} r={CELL / 2 - 3} />
                {ties > 0 && (
                  <line className="live-tie-slash" x1={x + 4} y1={y + CELL - 4} x2={x + CELL - 4} y2={y + 4} />
                )}
                {ties > 1 && (
                  <text x={x + CELL / 2} y={y + CELL / 2} dy="0.35em" textAnchor="middle" className="live-tie-count">
                    {ties}
                  </text>
                )}
                <PairDots x={x} y={y} playerPair={c.playerPair} bankerPair={c.bankerPair} />
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
};

const Totals = <W extends string>({
  lang,
  entries,
  sides,
  tie,
}: {
  lang: StudioLang;
  entries: readonly RoadEntry<W>[];
  sides: Side[];
  tie: Side;
}) => {
  const totals = roadTotals(entries);
  return (
    <p className="live-road-totals">
      <span className="studio-sr">{liveText(lang, 'live.road.totals', { n: entries.length })}: </span>
      {[...sides, { ...tie, key: 'tie' }].map((s) => (
        <span key={s.key} className={`live-total is-${s.key === 'tie' ? 'green' : (TONE[s.key] ?? 'green')}`}>
          <span aria-hidden="true" className="live-total-abbr">
            {s.abbr}
          </span>
          <span className="studio-sr">{s.name}</span> {totals.get(s.key as W | 'tie') ?? 0}
        </span>
      ))}
    </p>
  );
};

/** The last rounds as a list, for screen readers (the boards themselves are pictures). */
const RoadText = ({ lang, items }: { lang: StudioLang; items: string[] }) => (
  <ol className="studio-sr" aria-label={liveText(lang, 'live.road.text')}>
    {items.slice(-30).map((text, i) => (
      <li key={i}>{text}</li>
    ))}
  </ol>
);

export const BaccaratRoads = ({ lang, entries }: { lang: StudioLang; entries: BaccaratEntry[] }) => {
  const sides: Side[] = [
    { key: 'B', abbr: liveText(lang, 'live.abbr.B'), name: spotName(lang, 'banker') },
    { key: 'P', abbr: liveText(lang, 'live.abbr.P'), name: spotName(lang, 'player') },
  ];
  const tie: Side = { key: 'T', abbr: liveText(lang, 'live.abbr.T'), name: spotName(lang, 'tie') };
  const text = entries.map(({ summary: s }) => {
    const head = liveText(lang, `live.result.${s.winner}`);
    const pairs = [s.playerPair && spotName(lang, 'player-pair'), s.bankerPair && spotName(lang, 'banker-pair')];
    const points = `${spotName(lang, 'banker')} ${s.bankerPoints}, ${spotName(lang, 'player')} ${s.playerPoints}`;
    return [`${head}: ${points}`, ...pairs.filter(Boolean)].join(', ');
  });
  return (
    <section className="live-roads" aria-label={liveText(lang, 'live.road.big')}>
      {entries.length === 0 && <p className="studio-muted">{liveText(lang, 'live.road.empty')}</p>}
      <Totals lang={lang} entries={entries} sides={sides} tie={tie} />
      <div className="live-roads-pair">
        <BeadPlate entries={entries} sides={sides} tie={tie} title={liveText(lang, 'live.road.bead')} />
        <BigRoadView entries={entries} title={liveText(lang, 'live.road.big')} />
      </div>
      <RoadText lang={lang} items={text} />
    </section>
  );
};

export const DragonTigerRoads = ({ lang, entries }: { lang: StudioLang; entries: DragonTigerEntry[] }) => {
  const sides: Side[] = [
    { key: 'dragon', abbr: liveText(lang, 'live.abbr.dragon'), name: spotName(lang, 'dragon') },
    { key: 'tiger', abbr: liveText(lang, 'live.abbr.tiger'), name: spotName(lang, 'tiger') },
  ];
  const tie: Side = { key: 'tie', abbr: liveText(lang, 'live.abbr.dtTie'), name: spotName(lang, 'tie') };
  const text = entries.map(({ summary: s }) =>
    [liveText(lang, `live.result.${s.winner}`), s.suitedTie ? spotName(lang, 'suited-tie') : null]
      .filter(Boolean)
      .join(', '),
  );
  return (
    <section className="live-roads" aria-label={liveText(lang, 'live.road.dt')}>
      {entries.length === 0 && <p className="studio-muted">{liveText(lang, 'live.road.empty')}</p>}
      <Totals lang={lang} entries={entries} sides={sides} tie={tie} />
      <div className="live-roads-pair">
        <BeadPlate entries={entries} sides={sides} tie={tie} title={liveText(lang, 'live.road.bead')} />
        <BigRoadView entries={entries} title={liveText(lang, 'live.road.dt')} />
      </div>
      <RoadText lang={lang} items={text} />
    </section>
  );
};

const Pocket = ({ n, small }: { n: number; small?: boolean }) => (
  <span className={`live-pocket is-${pocketColour(n)}${small ? ' is-small' : ''}`}>{n}</span>
);

export const RouletteNumbers = ({ lang, pockets }: { lang: StudioLang; pockets: number[] }) => {
  const { hot, cold, spins } = useMemo(() => hotCold(pockets, 5, 100), [pockets]);
  const last = pockets.slice(-20).reverse();
  const heat = (h: { number: number; count: number }) =>
    liveText(lang, 'live.road.heat', { n: h.number, count: h.count, spins });
  return (
    <section className="live-roads" aria-label={liveText(lang, 'live.road.numbers')}>
      <h3 className="live-road-title">{liveText(lang, 'live.road.numbers')}</h3>
      {last.length === 0 ? (
        <p className="studio-muted">{liveText(lang, 'live.road.empty')}</p>
      ) : (
        <ol className="live-pocket-row">
          {last.map((n, i) => (
            <li key={i} aria-label={pocketText(lang, n, pocketColour(n))}>
              <Pocket n={n} />
            </li>
          ))}
        </ol>
      )}
      {spins > 0 && (
        <div className="live-heat">
          {(
            [
              ['hot', hot],
              ['cold', cold],
            ] as const
          ).map(([kind, list]) => (
            <div key={kind} className={`live-heat-col is-${kind}`}>
              <h4>{liveText(lang, kind === 'hot' ? 'live.road.hot' : 'live.road.cold')}</h4>
              <ul>
                {list.map((h) => (
                  <li key={h.number} aria-label={heat(h)} title={heat(h)}>
                    <Pocket n={h.number} small />
                    <span aria-hidden="true" className="live-heat-count">
                      ×{h.count}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
};

export const SicboHistory = ({ lang, rounds }: { lang: StudioLang; rounds: SicBoSummary[] }) => {
  const last = rounds.slice(-16).reverse();
  return (
    <section className="live-roads" aria-label={liveText(lang, 'live.road.dice')}>
      <h3 className="live-road-title">{liveText(lang, 'live.road.dice')}</h3>
      {last.length === 0 && <p className="studio-muted">{liveText(lang, 'live.road.empty')}</p>}
      <ol className="live-dice-history">
        {last.map((r, i) => {
          const size = diceClass(r.dice);
          const sizeName = size === 'triple' ? liveText(lang, 'live.size.triple') : spotName(lang, size);
          return (
            <li key={i}>
              <span className="studio-sr">
                {liveText(lang, 'live.dice', { a: r.dice[0], b: r.dice[1], c: r.dice[2], total: r.total })}, {sizeName}
              </span>
              <span className="live-dice-mini" aria-hidden="true">
                {r.dice.map((d, k) => (
                  <Die key={k} value={d} size={16} />
                ))}
              </span>
              <span className="live-dice-total" aria-hidden="true">
                {r.total}
              </span>
              <span className={`live-size is-${size}`} aria-hidden="true">
                {liveText(lang, `live.abbr.${size}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
