import type {
  FishGameDef,
  FishShotOutcome,
  SlotGameDef,
  SlotOutcome,
  SlotScreen,
  StudioLang,
} from '../../../src/engine/types';
import { formatMinor } from '../shared/money';
import { describeWin, slotWords, symbolName } from '../shared/slot-words';
import { verifyText } from './verify-text';

const coinsText = (coins: number) => String(coins);

/** A slot screen at rest: the symbols, winning cells marked, and each win in words. */
export const ScreenView = ({
  game,
  screen,
  lang,
  title,
  coinValue,
}: {
  game: SlotGameDef;
  screen: SlotScreen;
  lang: StudioLang;
  title: string;
  coinValue: number | null;
}) => {
  const winning = new Set(screen.wins.flatMap((w) => w.cells.map(([reel, row]) => `${reel}:${row}`)));
  const scatter = game.symbols.find((s) => s.kind === 'scatter')?.id ?? null;
  // With a coin value, amounts read as money; without one (manual checks), as coins.
  const money = coinValue === null ? coinsText : formatMinor;
  return (
    <figure className="verify-screen">
      <figcaption>
        <strong>{title}</strong>
        <span>
          {screen.winCoins > 0
            ? slotWords(lang, 'slot.win') + `: ${screen.winCoins}`
            : verifyText(lang, 'verify.noWin')}
        </span>
      </figcaption>
      <div
        className={`verify-grid theme-${game.code}`}
        style={{ gridTemplateColumns: `repeat(${game.reels}, 1fr)` }}
        role="img"
        aria-label={screen.grid
          .map((col, r) =>
            slotWords(lang, 'slot.screenLabel', {
              reel: r + 1,
              symbols: col.map((id) => symbolName(id, lang)).join(', '),
            }),
          )
          .join('; ')}
      >
        {Array.from({ length: game.rows }, (_, row) =>
          screen.grid.map((col, reel) => {
            const id = col[row] ?? '';
            return (
              <span
                key={`${reel}:${row}`}
                className={winning.has(`${reel}:${row}`) ? 'verify-cell is-win' : 'verify-cell'}
              >
                <img src={`/art/${game.code}/${id}.svg`} alt="" />
              </span>
            );
          }),
        )}
      </div>
      {screen.wins.length > 0 && (
        <ul className="verify-wins">
          {screen.wins.map((w, i) => (
            <li key={i}>{describeWin(lang, w, coinValue ?? 1, money, scatter)}</li>
          ))}
        </ul>
      )}
    </figure>
  );
};

export const SlotOutcomeView = ({
  game,
  outcome,
  lang,
  coinValue,
}: {
  game: SlotGameDef;
  outcome: SlotOutcome;
  lang: StudioLang;
  coinValue: number | null;
}) => (
  <div className="verify-outcome">
    <ScreenView
      game={game}
      screen={outcome.base}
      lang={lang}
      title={verifyText(lang, 'verify.base')}
      coinValue={coinValue}
    />
    {outcome.freeSpins.length > 0 && (
      <details className="verify-free">
        <summary>{verifyText(lang, 'verify.freeSpins', { n: outcome.freeSpins.length })}</summary>
        <div className="verify-free-list">
          {outcome.freeSpins.map((screen, i) => (
            <ScreenView
              key={i}
              game={game}
              screen={screen}
              lang={lang}
              title={verifyText(lang, 'verify.freeSpin', { i: i + 1 })}
              coinValue={coinValue}
            />
          ))}
        </div>
      </details>
    )}
    <p className="verify-total">
      {verifyText(lang, 'verify.totalCoins', { coins: outcome.winCoins })}
      {coinValue !== null && (
        <>
          {' — '}
          {verifyText(lang, 'verify.totalMoney', {
            coins: outcome.winCoins,
            coin: formatMinor(coinValue),
            amount: formatMinor(outcome.winCoins * coinValue),
          })}
        </>
      )}
    </p>
  </div>
);

export const FishOutcomeView = ({
  game,
  outcome,
  lang,
}: {
  game: FishGameDef;
  outcome: FishShotOutcome;
  lang: StudioLang;
}) => {
  const type = game.fishTypes.find((f) => f.id === outcome.fishType);
  const name = type ? type.names[lang] : outcome.fishType;
  return (
    <div className={`verify-fish${outcome.hit ? ' is-hit' : ''}`}>
      <img src={`/art/fish/${outcome.fishType}.svg`} alt="" width={120} height={80} />
      <p>
        {outcome.hit
          ? verifyText(lang, 'verify.fishHit', { fish: name, m: outcome.multiplier, coins: outcome.winCoins })
          : verifyText(lang, 'verify.fishMiss', { fish: name })}
      </p>
    </div>
  );
};
