import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { usePermission } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard, DailyBars, DailyLines, SliceBars } from '../components/charts';
import { KpiCard } from '../components/kpi-card';
import '../dashboard.css';

const MONEY_KPIS = ['deposits', 'withdrawals', 'ggr', 'ngr'] as const;
const COUNT_KPIS = ['activePlayers', 'registrations', 'firstDeposits'] as const;

/** Today and the last 30 days of the brand, in its time zone: KPI cards and charts. */
const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const canApprovals = usePermission('approvals.read');
  const dashboard = useDashboard();
  const d = dashboard.data;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={d ? t('description', { today: d.today, timeZone: d.timeZone }) : undefined}
      />
      {!d ? (
        dashboard.isError ? (
          <p className="notice" role="alert">
            {errorText(t, dashboard.error)}
          </p>
        ) : (
          <p className="muted">{t('loading')}</p>
        )
      ) : (
        <div className="dashboard">
          <div className="dashboard__kpis">
            {MONEY_KPIS.map((k) => (
              <KpiCard
                key={k}
                label={t(`kpi.${k}`)}
                kind="money"
                currency={d.currency}
                today={d.figures.today[k]}
                yesterday={d.figures.yesterday[k]}
                last30={d.figures.last30[k]}
                previous30={d.figures.previous30[k]}
              />
            ))}
            {COUNT_KPIS.map((k) => (
              <KpiCard
                key={k}
                label={t(`kpi.${k}`)}
                kind="count"
                today={d.figures.today[k]}
                yesterday={d.figures.yesterday[k]}
                last30={d.figures.last30[k]}
                previous30={d.figures.previous30[k]}
              />
            ))}
            <section className="card kpi" aria-label={t('kpi.pendingApprovals')}>
              <h2 className="kpi__label">{t('kpi.pendingApprovals')}</h2>
              <p className="kpi__value">{formatNumber(d.pendingApprovals)}</p>
              {canApprovals ? (
                <Link className="link-button" to="/approvals">
                  {t('kpi.openApprovals')}
                </Link>
              ) : null}
            </section>
          </div>
          <div className="dashboard__charts">
            <ChartCard title={t('chart.money')} summary={t('chart.moneySummary')}>
              <DailyLines
                data={d.daily}
                money
                series={[
                  { key: 'deposits', label: t('kpi.deposits') },
                  { key: 'withdrawals', label: t('kpi.withdrawals') },
                  { key: 'ggr', label: t('kpi.ggr') },
                  { key: 'ngr', label: t('kpi.ngr') },
                ]}
              />
            </ChartCard>
            <ChartCard title={t('chart.players')} summary={t('chart.playersSummary')}>
              <DailyBars
                data={d.daily}
                series={[
                  { key: 'activePlayers', label: t('kpi.activePlayers') },
                  { key: 'registrations', label: t('kpi.registrations') },
                  { key: 'firstDeposits', label: t('kpi.firstDeposits') },
                ]}
              />
            </ChartCard>
            <ChartCard title={t('chart.byCategory')} summary={t('chart.sliceSummary')}>
              {d.byCategory.length ? (
                <SliceBars data={d.byCategory} label={t('kpi.ggr')} />
              ) : (
                <p className="muted">{t('chart.noRounds')}</p>
              )}
            </ChartCard>
            <ChartCard title={t('chart.byVendor')} summary={t('chart.sliceSummary')}>
              {d.byVendor.length ? (
                <SliceBars data={d.byVendor} label={t('kpi.ggr')} />
              ) : (
                <p className="muted">{t('chart.noRounds')}</p>
              )}
            </ChartCard>
          </div>
        </div>
      )}
    </>
  );
};

export default DashboardPage;
