import { GGR_REPORT_GROUPS, operatorReportGgr, type GgrReportGroup } from '@pagoda/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { formatMoney } from '../../../lib/format';
import { ReportPage } from '../components/report-page';

/** GGR and NGR per day × vendor × category, regrouped as the operator picks. */
const GgrReportPage = () => {
  const { t } = useTranslation('reports');
  const [groups, setGroups] = useState<GgrReportGroup[]>([...GGR_REPORT_GROUPS]);
  const by = new Set(groups);
  const toggle = (g: GgrReportGroup) =>
    setGroups((cur) => {
      const next = cur.includes(g) ? cur.filter((x) => x !== g) : [...cur, g];
      // At least one grouping: the report is a breakdown, not a single total.
      return next.length ? GGR_REPORT_GROUPS.filter((x) => next.includes(x)) : cur;
    });
  const money = (v: number | null) => (v === null ? <span className="muted">—</span> : <Money value={v} />);

  return (
    <ReportPage
      name="ggr"
      operation={operatorReportGgr}
      title={t('ggr.title')}
      description={t('ggr.description')}
      initialSort={{ id: by.has('day') ? 'day' : 'ggr', desc: true }}
      extraQuery={{ groupBy: groups.join(',') }}
      extraFilters={
        <fieldset className="report-groups card">
          <legend className="visually-hidden">{t('ggr.groupBy')}</legend>
          <span className="field__label">{t('ggr.groupBy')}</span>
          {GGR_REPORT_GROUPS.map((g) => (
            <label key={g} className="checkbox">
              <input type="checkbox" checked={by.has(g)} onChange={() => toggle(g)} />
              {t(`column.${g}`)}
            </label>
          ))}
        </fieldset>
      }
      summary={(v) => (
        <dl className="report-totals card" aria-label={t('ggr.totals')}>
          {(['bets', 'wins', 'ggr', 'bonuses', 'ngr'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`column.${k}`)}</dt>
              <dd className={v.totals[k] < 0 ? 'money--negative' : undefined}>{formatMoney(v.totals[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      columns={[
        // Only the columns the rows are grouped by: the others are empty.
        ...groups.map((g) => ({ id: g, header: t(`column.${g}`), sortable: true })),
        { id: 'rounds', header: t('column.rounds'), sortable: true, align: 'right' },
        { id: 'players', header: t('column.players'), sortable: true, align: 'right' },
        { id: 'bets', header: t('column.bets'), sortable: true, align: 'right', cell: (r) => money(r.bets) },
        { id: 'wins', header: t('column.wins'), sortable: true, align: 'right', cell: (r) => money(r.wins) },
        { id: 'ggr', header: t('column.ggr'), sortable: true, align: 'right', cell: (r) => money(r.ggr) },
        { id: 'bonuses', header: t('column.bonuses'), align: 'right', cell: (r) => money(r.bonuses) },
        { id: 'ngr', header: t('column.ngr'), align: 'right', cell: (r) => money(r.ngr) },
      ]}
    />
  );
};

export default GgrReportPage;
