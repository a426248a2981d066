import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/error-message';
import { formatMoney, formatNumber } from '../../../lib/format';
import { usePermission } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
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
  const money = (v: number) => formatMoney(v);

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
            <Chart
              kind="line"
              title={t('chart.money')}
              data={d.daily}
              xKey="day"
              format={money}
              series={[
                { key: 'deposits', label: t('kpi.deposits') },
                { key: 'withdrawals', label: t('kpi.withdrawals') },
                { key: 'ggr', label: t('kpi.ggr') },
                { key: 'ngr', label: t('kpi.ngr') },
              ]}
            />
            <Chart
              kind="bar"
              title={t('chart.players')}
              data={d.daily}
              xKey="day"
              series={[
                { key: 'activePlayers', label: t('kpi.activePlayers') },
                { key: 'registrations', label: t('kpi.registrations') },
                { key: 'firstDeposits', label: t('kpi.firstDeposits') },
              ]}
            />
            <Chart
              kind="bar"
              title={t('chart.byCategory')}
              data={d.byCategory}
              xKey="key"
              format={money}
              series={[{ key: 'ggr', label: t('kpi.ggr') }]}
            />
            <Chart
              kind="bar"
              title={t('chart.byVendor')}
              data={d.byVendor}
              xKey="key"
              format={money}
              series={[{ key: 'ggr', label: t('kpi.ggr') }]}
            />
          </div>
        </div>
      )}
    </>
  );
};

export default DashboardPage;
