import type { SlotGameDef, SlotSymbol, StudioLang } from '../../../src/engine/types';
import { t } from '../shared/i18n';
import { formatCurrency, formatMinor } from '../shared/money';
import { Panel } from '../shared/panel';
import { symbolName } from '../shared/slot-words';
import { slotText } from './slot-text';

type Props = {
  game: SlotGameDef;
  lang: StudioLang;
  coinValue: number;
  currency: string;
  onClose: () => void;
};

/** Reels (1-based) whose strip carries the symbol; all reels when the game publishes no strips. */
const reelsWith = (game: SlotGameDef, id: string): number[] =>
  game.reelStrips
    ? game.reelStrips.flatMap((strip, r) => (strip.includes(id) ? [r + 1] : []))
    : Array.from({ length: game.reels }, (_, r) => r + 1);

/** [count, coins] pairs, highest count first: pays[0] is 3 of a kind, shortPays[0] is 1 of a kind. */
const payRows = (sym: SlotSymbol, game: SlotGameDef): [number, number][] => {
  const rows: [number, number][] = [];
  const top = sym.kind === 'scatter' ? Math.max(5, 3 + sym.pays.length - 1) : game.reels;
  sym.pays.forEach((coins, i) => {
    if (coins > 0 && 3 + i <= top) rows.push([3 + i, coins]);
  });
  sym.shortPays?.forEach((coins, i) => {
    if (coins > 0) rows.push([1 + i, coins]);
  });
  return rows.sort((a, b) => b[0] - a[0]);
};

const PaylineMap = ({
  game,
  line,
  index,
  lang,
}: {
  game: SlotGameDef;
  line: number[];
  index: number;
  lang: StudioLang;
}) => (
  <figure className="slot-payline-map">
    <svg
      viewBox={`0 0 ${game.reels * 10} ${game.rows * 10}`}
      role="img"
      aria-label={slotText(lang, 'rules.lineN', { n: index + 1 })}
    >
      {Array.from({ length: game.reels }, (_, r) =>
        Array.from({ length: game.rows }, (_, row) => (
          <rect
            key={`${r}-${row}`}
            x={r * 10 + 1}
            y={row * 10 + 1}
            width={8}
            height={8}
            rx={1.5}
            className={line[r] === row ? 'is-on' : undefined}
          />
        )),
      )}
      <polyline points={line.map((row, r) => `${r * 10 + 5},${row * 10 + 5}`).join(' ')} />
    </svg>
    <figcaption>{index + 1}</figcaption>
  </figure>
);

export const RulesPanel = ({ game, lang, coinValue, currency, onClose }: Props) => {
  const money = (coins: number) => formatCurrency(coins * coinValue, currency);
  const wild = game.symbols.find((s) => s.kind === 'wild');
  const scatter = game.symbols.find((s) => s.kind === 'scatter');
  const ordered = [
    ...(wild ? [wild] : []),
    ...(scatter ? [scatter] : []),
    ...game.symbols.filter((s) => s.kind === 'normal'),
  ];
  const ways = game.rows ** game.reels;
  const wildReels = wild ? reelsWith(game, wild.id) : [];
  const [a, b, c] = game.freeSpinsAwarded;

  return (
    <Panel title={slotText(lang, 'slot.rules')} closeLabel={t(lang, 'app.close')} onClose={onClose} wide>
      <div className={`slot-rules theme-${game.code}`}>
        <p>
          {game.layout === 'lines' && slotText(lang, 'rules.lines', { n: game.paylines.length })}
          {game.layout === 'ways' && slotText(lang, 'rules.ways', { ways })}
          {game.layout === 'classic' && slotText(lang, 'rules.classic', { n: game.paylines.length })}
        </p>
        <p className="studio-muted">
          {slotText(lang, 'rules.payNote', {
            bet: formatCurrency(coinValue * game.coinsPerSpin, currency),
            coin: formatMinor(coinValue),
          })}
        </p>

        <h3>{slotText(lang, 'rules.paytable')}</h3>
        <ul className="slot-paytable">
          {ordered.map((sym) => {
            const rows = payRows(sym, game);
            return (
              <li key={sym.id} className={`slot-pay-card is-${sym.kind}`}>
                <img src={`/art/${game.code}/${sym.id}.svg`} alt="" width={72} height={72} />
                <div>
                  <strong className="slot-pay-name">{symbolName(sym.id, lang)}</strong>
                  {rows.length > 0 && (
                    <dl className="slot-pay-rows">
                      {rows.map(([count, coins]) => (
                        <div key={count}>
                          <dt>
                            {sym.kind === 'scatter'
                              ? slotText(lang, 'rules.anywhere', { n: count })
                              : slotText(lang, 'rules.ofAKind', { n: count })}
                          </dt>
                          <dd>{money(coins)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {sym.kind === 'wild' && (
                    <p className="slot-pay-note">
                      {slotText(lang, scatter ? 'rules.wild' : 'rules.wildAll')}{' '}
                      {wildReels.length < game.reels &&
                        slotText(lang, 'rules.wildReels', { reels: wildReels.join(', ') })}{' '}
                      {sym.wildMultiplier && sym.wildMultiplier > 1
                        ? slotText(lang, 'rules.wildMultiplier', {
                            symbol: symbolName(sym.id, lang),
                            m: sym.wildMultiplier,
                            m2: sym.wildMultiplier * sym.wildMultiplier,
                          })
                        : null}
                    </p>
                  )}
                  {sym.kind === 'scatter' && <p className="slot-pay-note">{slotText(lang, 'rules.scatter')}</p>}
                  {sym.shortPays && sym.shortPays.some((n) => n > 0) && (
                    <p className="slot-pay-note">
                      {slotText(lang, 'rules.shortPays', { symbol: symbolName(sym.id, lang) })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>

        {game.mixes && game.mixes.length > 0 && (
          <>
            <p>{slotText(lang, 'rules.mixes')}</p>
            <ul className="slot-mixes">
              {game.mixes.map((mix) => (
                <li key={mix.id}>
                  <span className="slot-mix-art" aria-hidden="true">
                    {mix.symbols.map((id) => (
                      <img key={id} src={`/art/${game.code}/${id}.svg`} alt="" width={36} height={36} />
                    ))}
                  </span>
                  <span>{symbolName(mix.id, lang)}</span>
                  <span className="slot-mix-pay">
                    {slotText(lang, 'rules.ofAKind', { n: 3 })}: {money(mix.pays)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}

        {scatter && a !== undefined && (
          <>
            <h3>{slotText(lang, 'rules.freeSpinsTitle')}</h3>
            <p>
              {slotText(lang, 'rules.freeSpins', {
                a,
                b: b ?? a,
                c: c ?? b ?? a,
                m: game.freeSpinMultiplier,
              })}{' '}
              {slotText(lang, 'rules.noRetrigger')}
            </p>
          </>
        )}

        {game.layout !== 'ways' && (
          <>
            <h3>{slotText(lang, 'rules.lineMap')}</h3>
            <div className="slot-payline-maps">
              {game.paylines.map((line, i) => (
                <PaylineMap key={i} game={game} line={line} index={i} lang={lang} />
              ))}
            </div>
          </>
        )}

        <p className="studio-muted">
          {slotText(lang, 'rules.rtp', {
            rtp: (game.targetRtp * 100).toFixed(2),
            hit: (game.targetHitFrequency * 100).toFixed(1),
          })}
        </p>
        <p className="studio-muted">{slotText(lang, 'rules.general')}</p>
      </div>
    </Panel>
  );
};
