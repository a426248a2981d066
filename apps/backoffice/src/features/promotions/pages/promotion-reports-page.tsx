import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { errorText } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePromotionAbuse, usePromotionReport } from '../api/promotions';

/** Cost, claims, conversion and wagering completion per promotion, and suspected household abuse. */
const PromotionReportsPage = () => {
  const { t } = useTranslation('promotions');
  const report = usePromotionReport();
  const abuse = usePromotionAbuse();
  return (
    <>
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      {report.isError ? <p role="alert">{errorText(t, report.error)}</p> : null}
      {report.data ? (
        <>
          <Chart
            kind="bar"
            title={t('reports.costChart')}
            data={report.data.list.map((r) => ({ name: r.title, cost: r.cost, claimed: r.claimedAmount }))}
            xKey="name"
            series={[
              { key: 'cost', label: t('reports.cost') },
              { key: 'claimed', label: t('reports.claimedAmount') },
            ]}
          />
          <div className="grid__scroll">
            <table className="grid__table">
              <caption>{t('reports.grid')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('field.title')}</th>
                  <th scope="col">{t('field.type')}</th>
                  <th scope="col">{t('reports.joined')}</th>
                  <th scope="col">{t('reports.offered')}</th>
                  <th scope="col">{t('reports.claimed')}</th>
                  <th scope="col">{t('reports.conversion')}</th>
                  <th scope="col">{t('reports.cost')}</th>
                  <th scope="col">{t('reports.wagering')}</th>
                  <th scope="col">{t('reports.refusals')}</th>
                </tr>
              </thead>
              <tbody>
                {report.data.list.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">{r.title}</th>
                    <td>{t(`type.${r.type}`)}</td>
                    <td className="num">{formatNumber(r.joined)}</td>
                    <td className="num">{formatNumber(r.offered)}</td>
                    <td className="num">{formatNumber(r.claimed)}</td>
                    <td className="num">{r.conversion}%</td>
                    <td className="num">
                      <Money value={r.cost} />
                    </td>
                    <td>
                      {t('reports.wageringCounts', {
                        active: r.wageringActive,
                        completed: r.wageringCompleted,
                        forfeited: r.wageringForfeited,
                      })}
                    </td>
                    <td className="num">{formatNumber(r.refusals)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <h2>{t('reports.abuse')}</h2>
      {abuse.data && abuse.data.list.length === 0 ? <p className="muted">{t('reports.noAbuse')}</p> : null}
      {abuse.data && abuse.data.list.length ? (
        <div className="grid__scroll">
          <table className="grid__table">
            <caption>{t('reports.abuseGrid')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.when')}</th>
                <th scope="col">{t('review.promotion')}</th>
                <th scope="col">{t('review.account')}</th>
                <th scope="col">{t('reports.linked')}</th>
                <th scope="col">{t('reports.reason')}</th>
                <th scope="col">{t('reports.evidence')}</th>
                <th scope="col">{t('reports.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {abuse.data.list.map((a, i) => (
                <tr key={`${a.promotionId}-${a.account}-${a.linkedAccount}-${i}`}>
                  <td>{formatDateTime(a.at)}</td>
                  <td>{a.promotionTitle}</td>
                  <td>{a.account}</td>
                  <td>{a.linkedAccount}</td>
                  <td>{t(`reason.${a.reason}`)}</td>
                  <td>{a.evidence}</td>
                  <td>
                    <StatusBadge tone={a.refused ? 'warning' : 'danger'}>
                      {t(a.refused ? 'reports.refused' : 'reports.bothPaid')}
                    </StatusBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
};

export default PromotionReportsPage;
