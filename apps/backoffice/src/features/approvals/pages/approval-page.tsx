import { ArrowLeft, Check, Hourglass, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { errorKey, errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDecideApproval } from '../api/decide-approval';
import { useApproval } from '../api/get-approval';
import { ApprovalStatusBadge } from '../components/approval-status';
import '../approvals.css';

/** One request: what it does, who asked, and (for another operator with the permission) the decision. */
const ApprovalPage = () => {
  const { t } = useTranslation('approvals');
  const toast = useToast();
  const { operator } = useSession();
  const id = Number(useParams().id);
  const { data: a, error, isLoading } = useApproval(id);
  const decide = useDecideApproval();
  const [remark, setRemark] = useState('');

  const back = (
    <Link className="button" to="/approvals">
      <ArrowLeft aria-hidden size={16} /> {t('back')}
    </Link>
  );
  if (isLoading) return <p className="page-loading">{t('common:grid.loading')}</p>;
  if (error || !a)
    return (
      <>
        <PageHeader title={t('detailTitle', { id })} actions={back} />
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      </>
    );

  const mine = operator?.id === a.makerId;
  const run = (decision: 'APPROVE' | 'REJECT') =>
    decide.mutate(
      { id: a.id, decision, remark: remark.trim() },
      {
        onSuccess: (r) =>
          r.status === 'FAILED'
            ? toast.error(t('failed'))
            : toast.success(t(decision === 'APPROVE' ? 'approved' : 'rejected')),
        onError: (err) => toast.error(errorText(t, err)),
      },
    );

  return (
    <>
      <PageHeader title={t('detailTitle', { id: a.id })} description={a.summary} actions={back} />
      <section className="card" aria-label={t('details')}>
        <dl className="access-facts">
          <dt>{t('column.kind')}</dt>
          <dd>{t(`kind.${a.kind}`)}</dd>
          <dt>{t('column.status')}</dt>
          <dd>
            <ApprovalStatusBadge status={a.status} />
            {a.errorCode ? ` ${t(errorKey(a.errorCode), { defaultValue: a.errorCode })}` : null}
          </dd>
          <dt>{t('column.amount')}</dt>
          <dd>{a.amount === null ? t('noAmount') : <Money value={a.amount} />}</dd>
          <dt>{t('column.target')}</dt>
          <dd>{a.target}</dd>
          <dt>{t('column.maker')}</dt>
          <dd>
            {a.maker} · {formatDateTime(a.createdAt)}
          </dd>
          {a.checker ? (
            <>
              <dt>{t('column.checker')}</dt>
              <dd>
                {a.checker} · {formatDateTime(a.decidedAt)}
              </dd>
            </>
          ) : null}
          {a.remark ? (
            <>
              <dt>{t('remark')}</dt>
              <dd>{a.remark}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="card access-section" aria-labelledby="request-title">
        <h2 id="request-title" className="access-section__title">
          {t('request')}
        </h2>
        <pre className="access-json">{JSON.stringify(a.payload, null, 2)}</pre>
      </section>

      {a.status === 'PENDING' && mine ? (
        <p className="notice" role="status">
          <Hourglass aria-hidden size={16} /> {t('waiting')}
        </p>
      ) : null}
      {a.status === 'PENDING' && !mine && !a.canDecide ? (
        <p className="notice" role="status">
          {t('cannotDecide')}
        </p>
      ) : null}
      {a.canDecide ? (
        <section className="card access-section" aria-labelledby="decide-title">
          <h2 id="decide-title" className="access-section__title">
            {t('decide')}
          </h2>
          <FormField label={t('remark')} hint={t('remarkHint')}>
            <textarea
              className="input"
              rows={2}
              maxLength={200}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          </FormField>
          <div className="access-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={decide.isPending}
              onClick={() => run('APPROVE')}
            >
              <Check aria-hidden size={16} /> {t('common:actions.approve')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={decide.isPending}
              onClick={() => run('REJECT')}
            >
              <X aria-hidden size={16} /> {t('common:actions.reject')}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
};

export default ApprovalPage;
