import { CircleCheck, CircleX, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLedgerAudit } from '../api/ledger-audit';
import '../money.css';

type Check = { key: string; ok: boolean; value: string };

/** The ledger's invariants, run on demand: Σ entries = 0, no balance drift, no negatives, balanced postings. */
const LedgerAuditPage = () => {
  const { t } = useTranslation('money');
  const audit = useLedgerAudit();
  const r = audit.data;
  const checks: Check[] = r
    ? [
        { key: 'sum', ok: r.sumOfEntries === '0' || Number(r.sumOfEntries) === 0, value: r.sumOfEntries },
        { key: 'drift', ok: r.accountsDrifted === 0, value: formatNumber(r.accountsDrifted) },
        { key: 'negative', ok: r.negativeBalances === 0, value: formatNumber(r.negativeBalances) },
        { key: 'unbalanced', ok: r.unbalancedPostings === 0, value: formatNumber(r.unbalancedPostings) },
        { key: 'broken', ok: r.brokenEntries === 0, value: formatNumber(r.brokenEntries) },
      ]
    : [];
  return (
    <>
      <PageHeader
        title={t('ledger.title')}
        description={t('ledger.description')}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => void audit.refetch()}
            disabled={audit.isFetching}
            aria-busy={audit.isFetching}
          >
            <Play size={16} aria-hidden /> {audit.isFetching ? t('ledger.running') : t('ledger.run')}
          </button>
        }
      />
      {audit.isError ? <p className="form-error">{errorText(t, audit.error)}</p> : null}
      {!r ? (
        <p className="money-muted">{t('ledger.notRun')}</p>
      ) : (
        <section className="card" aria-label={t('ledger.result')}>
          <p className={`money-verdict money-verdict--${r.ok ? 'ok' : 'bad'}`} role="status">
            {r.ok ? <CircleCheck size={20} aria-hidden /> : <CircleX size={20} aria-hidden />}
            {r.ok ? t('ledger.ok') : t('ledger.bad')}
          </p>
          <p className="money-muted">
            {t('ledger.entries', { n: formatNumber(r.entries) })} ·{' '}
            {t('ledger.ranAt', { time: formatDateTime(audit.dataUpdatedAt) })}
          </p>
          <ul className="money-checks">
            {checks.map((c) => (
              <li key={c.key} className={`money-check money-check--${c.ok ? 'ok' : 'bad'}`}>
                {c.ok ? <CircleCheck size={18} aria-hidden /> : <CircleX size={18} aria-hidden />}
                <span className="money-check__label">{t(`ledger.check_${c.key}`)}</span>
                <span className="money-check__value">{c.value}</span>
                <span className="money-check__verdict">{c.ok ? t('ledger.pass') : t('ledger.fail')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};

export default LedgerAuditPage;
