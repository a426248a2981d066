import type { ContractKind, ContractView } from '@pagoda/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '../../../lib/format';

/** A rate as the wire carries it (percent, two decimals). */
export const percent = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(2)}%`);

/** The tiers that apply: the hourly salary's own rates when it has them, else the details. */
const tiersOf = (c: Pick<ContractView, 'kind' | 'details' | 'hourSalaryRates'>) =>
  c.kind === 'HOUR_SALARY' && c.hourSalaryRates.length > 0 ? c.hourSalaryRates : c.details;

type Terms = Pick<ContractView, 'kind' | 'details' | 'hourSalaryRates' | 'profitRate' | 'lossRate' | 'minimumBet'>;

/**
 * A contract's terms: the real-time salary's two rates and minimum bet, or the tier table (the team's
 * valid bet of the period, or of the hour; dividends also the team's net loss).
 */
export const ContractTerms = ({ terms, caption }: { terms: Terms; caption?: string }) => {
  const { t } = useTranslation();
  if (terms.kind === 'REALTIME_SALARY') {
    return (
      <dl className="ac-terms">
        <div>
          <dt>{t('agent.contract.profit_rate')}</dt>
          <dd>{percent(terms.profitRate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contract.loss_rate')}</dt>
          <dd>{percent(terms.lossRate)}</dd>
        </div>
        <div>
          <dt>{t('agent.contract.minimum_bet')}</dt>
          <dd>{formatMoney(terms.minimumBet)}</dd>
        </div>
      </dl>
    );
  }
  const dividend = terms.kind === 'DIVIDEND';
  return (
    <div className="table-scroll">
      <table className="mc-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('agent.contract.tier')}</th>
            <th scope="col" className="num">
              {t(terms.kind === 'HOUR_SALARY' ? 'agent.contract.hour_bet' : 'agent.contract.team_bet')}
            </th>
            {dividend ? (
              <th scope="col" className="num">
                {t('agent.contract.net_loss')}
              </th>
            ) : null}
            <th scope="col" className="num">
              {t('agent.contract.active_members')}
            </th>
            <th scope="col" className="num">
              {t('agent.contract.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiersOf(terms).map((tier, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td className="num">{formatMoney(tier.betVolume)}</td>
              {dividend ? <td className="num">{formatMoney(tier.netLoss)}</td> : null}
              <td className="num">{tier.activeMember}</td>
              <td className="num">{percent(tier.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** The labels every contract view shows: period, product type, status, the other party. */
export const useContractLabels = () => {
  const { t } = useTranslation();
  return {
    period: (c: Pick<ContractView, 'computationPeriod'>) => t(`agent.contract.period.${c.computationPeriod}`),
    product: (p: string) => (p === 'ALL' ? t('agent.contract.product_all') : t(`nav.category.${p}`, p)),
    status: (c: Pick<ContractView, 'status'>) => t(`agent.contract.status.${c.status}`),
    offerer: (c: Pick<ContractView, 'offerer'>) => c.offerer?.account ?? t('agent.contract.platform'),
    since: (c: Pick<ContractView, 'acceptedAt' | 'offeredAt'>) => formatTime(c.acceptedAt ?? c.offeredAt),
  };
};

/** The kinds' page titles, for text that names the kind. */
export const KIND_LABEL: Record<ContractKind, string> = {
  DIVIDEND: 'agent.entry.dividend',
  DAILY_SALARY: 'agent.entry.daily_salary',
  HOUR_SALARY: 'agent.entry.hourly_salary',
  REALTIME_SALARY: 'agent.entry.realtime_salary',
};
