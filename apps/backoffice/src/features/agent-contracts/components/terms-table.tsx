import type { ContractKind } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { isTiered, type Tier, tierColumns } from '../lib/contract-terms';

/** Saved terms, read only: the tier table, or the real-time salary's rates and minimum bet. */
export const TermsTable = ({
  kind,
  details,
  profitRate,
  lossRate,
  minimumBet,
}: {
  kind: ContractKind;
  details: readonly Tier[];
  profitRate: number | null;
  lossRate: number | null;
  minimumBet: number;
}) => {
  const { t } = useTranslation('agent-contracts');
  if (!isTiered(kind))
    return (
      <dl className="contract-terms">
        <dt>{t('terms.profitRate')}</dt>
        <dd>{profitRate ?? ''}</dd>
        <dt>{t('terms.lossRate')}</dt>
        <dd>{lossRate ?? ''}</dd>
        <dt>{t('terms.minimumBet')}</dt>
        <dd>
          <Money value={minimumBet} />
        </dd>
      </dl>
    );
  const cols = tierColumns(kind);
  return (
    <div className="card contract-tiers">
      <table className="grid__table">
        <caption className="contract-tiers__caption">{t('terms.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('terms.tierNo')}</th>
            <th scope="col" className="align-right">
              {t('terms.betVolume')}
            </th>
            {cols.netLoss ? (
              <th scope="col" className="align-right">
                {t('terms.netLoss')}
              </th>
            ) : null}
            {cols.activeMember ? (
              <th scope="col" className="align-right">
                {t('terms.activeMember')}
              </th>
            ) : null}
            <th scope="col" className="align-right">
              {t('bills.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {details.map((d, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              <td className="align-right">
                <Money value={d.betVolume} />
              </td>
              {cols.netLoss ? (
                <td className="align-right">
                  <Money value={d.netLoss} />
                </td>
              ) : null}
              {cols.activeMember ? <td className="align-right">{d.activeMember}</td> : null}
              <td className="align-right">{d.rate} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
