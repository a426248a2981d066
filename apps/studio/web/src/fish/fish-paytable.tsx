import type { FishGameDef, StudioLang } from '../../../src/engine/types';
import { formatCurrency } from '../shared/money';
import { Panel } from '../shared/panel';
import { fishArtUrl } from './fish-art';
import { fishText } from './fish-text';

type Props = {
  game: FishGameDef;
  lang: StudioLang;
  /** The current coin value (minor units) and coins per shot of the chosen cannon level. */
  coinValue: number;
  coins: number;
  currency: string;
  onClose: () => void;
};

// A catch pays whole coins (the engine's winCoins is an integer), then the coins become money at the coin value.
const catchCoins = (coins: number, multiplier: number): number => Math.floor(coins * multiplier);

/** Every fish with its art, localised name, multiplier and what a catch pays at the current bet. */
export const FishPaytable = ({ game, lang, coinValue, coins, currency, onClose }: Props) => {
  const bet = coinValue * coins;
  const fish = [...game.fishTypes].sort((a, b) => a.multiplier - b.multiplier);
  // A percentage for reading, not money: one decimal place is what the fairness document states.
  const rtp = String(Math.round(game.targetRtp * 1000) / 10);
  return (
    <Panel title={fishText(lang, 'fish.paytable')} closeLabel={fishText(lang, 'fish.close')} onClose={onClose} wide>
      <p className="fish-pay-intro">{fishText(lang, 'fish.payIntro', { bet: formatCurrency(bet, currency) })}</p>
      <table className="fish-pay-table">
        <thead>
          <tr>
            <th scope="col">{fishText(lang, 'fish.payFish')}</th>
            <th scope="col">{fishText(lang, 'fish.payMultiplier')}</th>
            <th scope="col">{fishText(lang, 'fish.payWin')}</th>
          </tr>
        </thead>
        <tbody>
          {fish.map((f) => (
            <tr key={f.id} data-fish={f.id}>
              <th scope="row">
                <span className="fish-pay-name">
                  <img src={fishArtUrl(f.id)} alt="" width={72} height={40} loading="lazy" />
                  {f.names[lang]}
                </span>
              </th>
              <td className="fish-pay-mult">×{f.multiplier}</td>
              <td className="fish-pay-win">{formatCurrency(coinValue * catchCoins(coins, f.multiplier), currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fish-pay-odds">{fishText(lang, 'fish.payOdds', { rtp })}</p>
    </Panel>
  );
};
