import {
  type OperatorApplicationRow,
  operatorPromotionApplications,
  PROMOTION_APPLICATION_STATUSES,
  PROMOTION_REMARK_MAX,
  type PromotionApplicationStatus,
} from '@pagoda/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { FormField } from '../../../components/form-field';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { PROMOTIONS_KEY, useReviewApplication } from '../api/promotions';

const TONE = { APPLYING: 'info', ISSUED: 'success', REJECTED: 'danger' } as const;

/** The decision form: issue with an amount (maker-checker above the threshold) or reject with a remark. */
const ReviewForm = ({ row, onDone }: { row: OperatorApplicationRow; onDone: () => void }) => {
  const { t } = useTranslation('promotions');
  const toast = useToast();
  const review = useReviewApplication();
  const [amount, setAmount] = useState(String(row.suggestedAmount));
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'ISSUE' | 'REJECT') => {
    setError(null);
    try {
      const r = await review.mutateAsync({ id: row.id, decision, ...(decision === 'ISSUE' ? { amount } : {}), remark });
      toast.success(
        t(r.status === 'PENDING' ? 'review.pending' : decision === 'ISSUE' ? 'review.issued' : 'review.rejected'),
      );
      onDone();
    } catch (err) {
      setError(errorText(t, err));
    }
  };
  return (
    <div className="promo-review" role="group" aria-label={t('review.title', { account: row.account })}>
      <FormField label={t('review.amount')}>
        <input className="input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <FormField label={t('review.remark')} hint={`${remark.length}/${PROMOTION_REMARK_MAX}`}>
        <input
          className="input"
          value={remark}
          maxLength={PROMOTION_REMARK_MAX}
          onChange={(e) => setRemark(e.target.value)}
        />
      </FormField>
      <div className="promo-review__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={review.isPending}
          onClick={() => void decide('ISSUE')}
        >
          {t('review.issue')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={review.isPending}
          onClick={() => void decide('REJECT')}
        >
          {t('review.reject')}
        </button>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/** Applications waiting for a decision (and decided ones), newest first. */
const ApplicationsPage = () => {
  const { t } = useTranslation('promotions');
  const [status, setStatus] = useState<PromotionApplicationStatus | ''>('APPLYING');
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo<GridColumn<OperatorApplicationRow>[]>(
    () => [
      { id: 'id', header: 'ID', sortable: true, value: (a) => a.id },
      {
        id: 'createdAt',
        header: t('review.applied'),
        sortable: true,
        value: (a) => a.createdAt,
        cell: (a) => formatDateTime(a.createdAt),
      },
      { id: 'account', header: t('review.account'), value: (a) => a.account },
      { id: 'promotion', header: t('review.promotion'), value: (a) => a.promotionTitle },
      { id: 'note', header: t('review.note'), value: (a) => a.note },
      {
        id: 'status',
        header: t('field.state'),
        value: (a) => a.status,
        cell: (a) => <StatusBadge tone={TONE[a.status]}>{t(`appStatus.${a.status}`)}</StatusBadge>,
      },
      {
        id: 'amount',
        header: t('review.amount'),
        align: 'right',
        value: (a) => a.amount,
        cell: (a) => (a.amount === null ? '—' : <Money value={a.amount} />),
      },
      { id: 'remark', header: t('review.remark'), value: (a) => a.remark },
      { id: 'reviewedBy', header: t('review.reviewedBy'), value: (a) => a.reviewedBy ?? '', hidden: true },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('review.pageTitle')} description={t('review.description')} />
      <div className="promo-filters">
        <label className="field">
          <span className="field__label">{t('field.state')}</span>
          <select
            className="input"
            value={status}
            onChange={(e) => setStatus(e.target.value as PromotionApplicationStatus | '')}
          >
            <option value="">{t('list.all')}</option>
            {PROMOTION_APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`appStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataGrid
        operation={operatorPromotionApplications}
        queryKey={PROMOTIONS_KEY}
        caption={t('review.grid')}
        columns={columns}
        filters={status ? { status } : {}}
        rowKey={(a) => a.id}
        initialSort={{ id: 'id', desc: true }}
        exportName="promotion-applications"
        rowActions={(a) =>
          a.status === 'APPLYING' ? (
            <Can permission="promotions.review">
              {open === a.id ? (
                <ReviewForm row={a} onDone={() => setOpen(null)} />
              ) : (
                <button type="button" className="button button--small" onClick={() => setOpen(a.id)}>
                  {t('review.decide')}
                </button>
              )}
            </Can>
          ) : null
        }
      />
    </>
  );
};

export default ApplicationsPage;
