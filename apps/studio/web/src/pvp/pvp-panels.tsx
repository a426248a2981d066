import type { StudioLang } from '../../../src/engine/types';
import { MAX_HAND_MULTIPLIER } from '../../../src/pvp/niuniu';
import type { PvpSettlement } from '../../../src/pvp/settle';
import type { PvpRoomConfig } from '../../../src/pvp/types';
import { formatCurrency } from '../shared/money';
import { Panel } from '../shared/panel';
import { PlayingCard } from './pvp-cards';
import { botNumber, permilleText, playerName, rankingRows } from './pvp-model';
import { labelText, signedMoney } from './pvp-seat';
import { handName, pvpText } from './pvp-text';

type RulesProps = { lang: StudioLang; config: PvpRoomConfig | null; onClose: () => void };

export const RulesPanel = ({ lang, config, onClose }: RulesProps) => (
  <Panel title={pvpText(lang, 'pvp.rules.title')} closeLabel={pvpText(lang, 'pvp.close')} onClose={onClose}>
    <div className="pvp-rules">
      <p>{pvpText(lang, 'pvp.rules.flow')}</p>
      <p>{pvpText(lang, 'pvp.rules.niu')}</p>
      <p>{pvpText(lang, 'pvp.rules.specials')}</p>
      <p>{pvpText(lang, 'pvp.rules.pay')}</p>
      {config && (
        <p>{pvpText(lang, 'pvp.rules.rake', { rake: permilleText(config.rakePermille), max: MAX_HAND_MULTIPLIER })}</p>
      )}
      <table className="pvp-table-list">
        <caption>{pvpText(lang, 'pvp.rules.ranking')}</caption>
        <tbody>
          {rankingRows().map((row) => (
            <tr key={labelText(lang, row.label, '')}>
              <th scope="row">{labelText(lang, row.label, '')}</th>
              <td>×{row.multiplier}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </Panel>
);

type ResultsProps = {
  lang: StudioLang;
  last: PvpSettlement | null;
  /** The viewer's player id, to mark their row. */
  me: string | null;
  currency: string;
  onClose: () => void;
};

/** Every row of a settled hand: hands, bets, results and the house's rake. */
export const ResultsPanel = ({ lang, last, me, currency, onClose }: ResultsProps) => (
  <Panel
    title={last ? pvpText(lang, 'pvp.results.title', { no: last.handNo }) : pvpText(lang, 'pvp.lastHand')}
    closeLabel={pvpText(lang, 'pvp.close')}
    onClose={onClose}
    wide
  >
    {last ? (
      <ResultsTable lang={lang} last={last} me={me} currency={currency} />
    ) : (
      <p>{pvpText(lang, 'pvp.results.none')}</p>
    )}
  </Panel>
);

export const ResultsTable = ({ lang, last, me, currency }: Omit<ResultsProps, 'onClose'> & { last: PvpSettlement }) => (
  <div className="pvp-results">
    <table className="pvp-table-list">
      <thead>
        <tr>
          <th scope="col">{pvpText(lang, 'pvp.results.player')}</th>
          <th scope="col">{pvpText(lang, 'pvp.results.hand')}</th>
          <th scope="col">{pvpText(lang, 'pvp.results.bet')}</th>
          <th scope="col">{pvpText(lang, 'pvp.results.result')}</th>
        </tr>
      </thead>
      <tbody>
        {last.rows.map((row) => {
          const n = row.bot ? botNumber(row.player) : null;
          const name = row.bot ? pvpText(lang, 'pvp.seat.botName', { n: n ?? row.seat + 1 }) : playerName(row.player);
          return (
            <tr key={row.player} className={row.player === me ? 'is-you' : undefined}>
              <th scope="row">
                <span className="pvp-results-name">{name}</span>
                {row.player === me && <span className="pvp-badge is-you">{pvpText(lang, 'pvp.seat.you')}</span>}
                {row.bot && <span className="pvp-badge is-bot">{pvpText(lang, 'pvp.seat.bot')}</span>}
                {row.banker && <span className="pvp-badge is-banker">{pvpText(lang, 'pvp.seat.banker')}</span>}
              </th>
              <td>
                <span className="pvp-mini-cards">
                  {row.cards.map((card) => (
                    <PlayingCard key={card} lang={lang} card={card} />
                  ))}
                </span>
                {pvpText(lang, 'pvp.handPays', { hand: handName(lang, row.hand), m: row.hand.multiplier })}
              </td>
              <td>{row.multiple === null ? '—' : `×${row.multiple} · ${formatCurrency(row.bet, currency)}`}</td>
              <td className={row.change > 0 ? 'is-win' : row.change < 0 ? 'is-lose' : undefined}>
                {row.outcome !== 'banker' && `${pvpText(lang, `pvp.outcome.${row.outcome}`)} `}
                <strong>{signedMoney(row.change, currency)}</strong>
                {row.rake > 0 && (
                  <small>
                    {' '}
                    ({pvpText(lang, 'pvp.results.rakeOf', { amount: formatCurrency(row.rake, currency) })})
                  </small>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
    <p className="pvp-results-rake">
      {pvpText(lang, 'pvp.results.houseRake', { amount: formatCurrency(last.rake, currency) })}
    </p>
    {last.capped && <p className="pvp-results-note">{pvpText(lang, 'pvp.results.capped')}</p>}
  </div>
);
