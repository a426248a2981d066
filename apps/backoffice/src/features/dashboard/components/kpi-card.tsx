import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';

/** Change in percent from `before` to `now`; null when there is nothing to compare with. */
export const changeOf = (now: number, before: number): number | null =>
  before === 0 ? null : ((now - before) / Math.abs(before)) * 100;

const Change = ({ now, before, label }: { now: number; before: number; label: string }) => {
  const { t } = useTranslation('dashboard');
  const pct = changeOf(now, before);
  if (pct === null) return <span className="kpi__change muted">{t('kpi.noComparison', { label })}</span>;
  const Icon = pct > 0 ? ArrowUpRight : pct < 0 ? ArrowDownRight : Minus;
  const tone = pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat';
  return (
    <span className={`kpi__change kpi__change--${tone}`}>
      <Icon size={14} aria-hidden />
      {t('kpi.change', { pct: `${pct > 0 ? '+' : ''}${pct.toFixed(1)}`, label })}
    </span>
  );
};

/** One figure: today (against yesterday) and the last 30 days (against the 30 before). */
export const KpiCard = ({
  label,
  kind,
  today,
  yesterday,
  last30,
  previous30,
  currency,
}: {
  label: string;
  kind: 'money' | 'count';
  today: number;
  yesterday: number;
  last30: number;
  previous30: number;
  currency?: string;
}) => {
  const { t } = useTranslation('dashboard');
  const show = (v: number) => (kind === 'money' ? formatMoney(v, currency) : formatNumber(v));
  return (
    <section className="card kpi" aria-label={label}>
      <h2 className="kpi__label">{label}</h2>
      <dl className="kpi__figures">
        <div>
          <dt>{t('kpi.today')}</dt>
          <dd className={`kpi__value${today < 0 ? ' money--negative' : ''}`}>{show(today)}</dd>
          <dd>
            <Change now={today} before={yesterday} label={t('kpi.vsYesterday')} />
          </dd>
        </div>
        <div>
          <dt>{t('kpi.last30')}</dt>
          <dd className={`kpi__value kpi__value--small${last30 < 0 ? ' money--negative' : ''}`}>{show(last30)}</dd>
          <dd>
            <Change now={last30} before={previous30} label={t('kpi.vsPrevious30')} />
          </dd>
        </div>
      </dl>
    </section>
  );
};
