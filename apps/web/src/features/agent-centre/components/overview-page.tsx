import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FormError } from '../../../components/form-error';
import { RecordsFilter, useRecordsWindow } from '../../../components/records-filter';
import { rangeToTimes } from '../../../lib/date-range';
import { formatMoney } from '../../../lib/format';
import type { AgentCentrePageProps } from '../agent-centre-entries';
import { fetchGetAgentOverview, useAgentOverview } from '../api/get-agent-overview';
import { errorText } from '../error-text';
import { CsvButton } from './agent-records';

/** agentTeamOverview: the team's size, the range's figures (docs/agents.md, ## Figures) and a chart per day. */
export const OverviewPage = (_props: AgentCentrePageProps) => {
  const { t } = useTranslation();
  const { range, setRange } = useRecordsWindow(30);
  // Day buckets follow the browser's time zone (minutes east of UTC).
  const query = { ...rangeToTimes(range), timeZoneOffset: -new Date().getTimezoneOffset() };
  const overview = useAgentOverview(query);
  const v = overview.data;
  const cards: [string, string][] = v
    ? [
        ['team_size', String(v.teamSize)],
        ['direct_members', String(v.directMembers)],
        ['agents', String(v.agents)],
        ['new_members', String(v.totals.newMembers)],
        ['active_members', String(v.totals.activeMembers)],
        ['first_deposits', String(v.totals.firstDeposits)],
        ['deposits', formatMoney(v.totals.deposits)],
        ['withdrawals', formatMoney(v.totals.withdrawals)],
        ['valid_bets', formatMoney(v.totals.validBets)],
        ['profit_loss', formatMoney(v.totals.profitLoss)],
      ]
    : [];
  return (
    <div className="ac-page">
      <RecordsFilter range={range} onRange={setRange} />
      {overview.isError ? <FormError message={errorText(t, overview.error)} /> : null}
      {overview.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {v ? (
        <>
          <dl className="ac-figures" data-testid="agent-figures">
            {cards.map(([key, value]) => (
              <div key={key} className="ac-figure">
                <dt>{t(`agent.figure.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <section className="mc-card ac-chart" aria-label={t('agent.chart_title')}>
            <div className="ac-toolbar">
              <h4>{t('agent.chart_title')}</h4>
              <CsvButton
                filename={`team-overview-${range.from}-${range.to}.csv`}
                header={[
                  t('agent.col.date'),
                  t('agent.figure.new_members'),
                  t('agent.figure.active_members'),
                  t('agent.figure.first_deposits'),
                  t('agent.figure.deposits'),
                  t('agent.figure.withdrawals'),
                  t('agent.figure.valid_bets'),
                  t('agent.figure.profit_loss'),
                ]}
                fetchPage={async () => ({ list: (await fetchGetAgentOverview(query)).days, totalPages: 1 })}
                toRow={(d) => [
                  d.date,
                  d.newMembers,
                  d.activeMembers,
                  d.firstDeposits,
                  d.deposits,
                  d.withdrawals,
                  d.validBets,
                  d.profitLoss,
                ]}
              />
            </div>
            <div className="ac-chart__canvas" role="img" aria-label={t('agent.chart_label')}>
              <ResponsiveContainer width="100%" height={260}>
                <ComposedChart data={v.days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                  <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={11} />
                  <YAxis fontSize={11} width={56} />
                  <Tooltip formatter={(value) => formatMoney(Number(value))} />
                  <Legend />
                  <Bar dataKey="validBets" name={t('agent.figure.valid_bets')} fill="var(--brand, #c0392b)" />
                  <Bar dataKey="deposits" name={t('agent.figure.deposits')} fill="var(--success, #2e7d32)" />
                  <Line
                    type="monotone"
                    dataKey="profitLoss"
                    name={t('agent.figure.profit_loss')}
                    stroke="var(--warning, #b26a00)"
                    dot={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
};
