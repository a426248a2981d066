import { Banknote, Check, CircleDollarSign, Undo2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useWithdrawalAction, type WithdrawalAction } from '../api/withdrawal-actions';
import { useWithdrawalDetail } from '../api/withdrawal-detail';
import { FileImages } from './file-images';
import { RemarkDialog } from './remark-dialog';
import { statusTone } from './status-tone';

type Ask = 'approve' | 'pay' | 'reject' | 'resolve' | null;

/**
 * A withdrawal at the side of the queue: the member, the account to pay (whole number), the member's
 * proofs, the order's history and the member's previous withdrawals, with the actions its status allows.
 */
export const WithdrawalDrawer = ({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) => {
  const { t } = useTranslation('money');
  const toast = useToast();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detail = useWithdrawalDetail(orderNo);
  const action = useWithdrawalAction();
  const [ask, setAsk] = useState<Ask>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (orderNo && !d.open) d.showModal?.();
    if (!orderNo && d.open) d.close?.();
  }, [orderNo]);

  const perform = async (a: WithdrawalAction) => {
    try {
      const r = await action.mutateAsync(a);
      toast.success(
        r.pending ? t('withdrawals.payPending') : t(`withdrawals.done_${a.action}`, { orderNo: a.orderNo }),
      );
      setAsk(null);
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };

  const d = detail.data;
  const status = d?.order.status;
  return (
    <dialog
      ref={ref}
      className="money-drawer"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="money-drawer__header">
        <h2 id={titleId}>{t('withdrawals.detailTitle', { orderNo: orderNo ?? '' })}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('actions.close')}>
          <X size={18} aria-hidden />
        </button>
      </header>
      {detail.isError ? <p className="form-error">{errorText(t, detail.error)}</p> : null}
      {!d ? (
        detail.isError ? null : (
          <p className="money-muted">{t('files.loading')}</p>
        )
      ) : (
        <div className="money-drawer__body">
          <section aria-labelledby={`${titleId}-order`}>
            <h3 id={`${titleId}-order`}>{t('withdrawals.order')}</h3>
            <dl className="money-facts">
              <dt>{t('col.amount')}</dt>
              <dd>
                <Money value={d.order.amount} />
              </dd>
              <dt>{t('col.status')}</dt>
              <dd>
                <StatusBadge tone={statusTone(d.order.status)}>{t(`status.${d.order.status}`)}</StatusBadge>
                {d.confirmation ? ` · ${t(`confirmation.${d.confirmation}`)}` : ''}
              </dd>
              {d.order.receivedAmount !== null ? (
                <>
                  <dt>{t('withdrawals.received')}</dt>
                  <dd>
                    <Money value={d.order.receivedAmount} />
                  </dd>
                </>
              ) : null}
              <dt>{t('col.createdAt')}</dt>
              <dd>{formatDateTime(d.order.createdAt)}</dd>
              {d.order.remark ? (
                <>
                  <dt>{t('col.remark')}</dt>
                  <dd>{d.order.remark}</dd>
                </>
              ) : null}
            </dl>
          </section>

          <section aria-labelledby={`${titleId}-member`}>
            <h3 id={`${titleId}-member`}>{t('withdrawals.member')}</h3>
            <dl className="money-facts">
              <dt>{t('col.member')}</dt>
              <dd>{d.member.account}</dd>
              <dt>{t('withdrawals.payeeName')}</dt>
              <dd>{d.member.payeeName}</dd>
              <dt>{t('withdrawals.memberStatus')}</dt>
              <dd>{d.member.status}</dd>
              <dt>{t('withdrawals.registered')}</dt>
              <dd>{formatDateTime(d.member.registeredAt)}</dd>
            </dl>
          </section>

          <section aria-labelledby={`${titleId}-pay`}>
            <h3 id={`${titleId}-pay`}>{t('withdrawals.payTo')}</h3>
            <dl className="money-facts">
              <dt>{t('col.channel')}</dt>
              <dd>{d.payTo.channelName}</dd>
              <dt>{t('withdrawals.accountNo')}</dt>
              <dd className="money-mono">{d.payTo.accountNo}</dd>
              <dt>{t('withdrawals.holder')}</dt>
              <dd>{d.payTo.holderName}</dd>
            </dl>
          </section>

          <section aria-labelledby={`${titleId}-proofs`}>
            <h3 id={`${titleId}-proofs`}>{t('withdrawals.proofs')}</h3>
            <FileImages ids={d.order.proofIds} kind="proof" />
          </section>

          <section aria-labelledby={`${titleId}-history`}>
            <h3 id={`${titleId}-history`}>{t('withdrawals.history')}</h3>
            <ol className="money-history">
              {d.history.map((h, i) => (
                <li key={`${h.time}-${i}`}>
                  <time dateTime={new Date(h.time).toISOString()}>{formatDateTime(h.time)}</time>{' '}
                  <strong>{t(`history.${h.action}`, { defaultValue: h.action })}</strong> · {h.actor}
                  {h.remark ? ` · ${h.remark}` : ''}
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby={`${titleId}-previous`}>
            <h3 id={`${titleId}-previous`}>{t('withdrawals.previous')}</h3>
            {d.previous.length === 0 ? (
              <p className="money-muted">{t('withdrawals.noPrevious')}</p>
            ) : (
              <ul className="money-history">
                {d.previous.map((p) => (
                  <li key={p.orderNo}>
                    {formatDateTime(p.createdAt)} · <Money value={p.amount} /> · {t(`status.${p.status}`)}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <Can permission="payments.review">
            <footer className="money-drawer__actions">
              {status === 'PENDING' ? (
                <button type="button" className="button button--primary" onClick={() => setAsk('approve')}>
                  <Check size={16} aria-hidden /> {t('actions.approve')}
                </button>
              ) : null}
              {status === 'APPROVED' ? (
                <button type="button" className="button button--primary" onClick={() => setAsk('pay')}>
                  <Banknote size={16} aria-hidden /> {t('actions.pay')}
                </button>
              ) : null}
              {status === 'PENDING' || status === 'APPROVED' ? (
                <button type="button" className="button button--danger" onClick={() => setAsk('reject')}>
                  <Undo2 size={16} aria-hidden /> {t('actions.reject')}
                </button>
              ) : null}
              {status === 'DISPUTED' ? (
                <button type="button" className="button button--primary" onClick={() => setAsk('resolve')}>
                  <CircleDollarSign size={16} aria-hidden /> {t('actions.resolve')}
                </button>
              ) : null}
            </footer>
          </Can>
        </div>
      )}

      <ConfirmDialog
        open={ask === 'approve' || ask === 'pay'}
        title={ask === 'pay' ? t('withdrawals.payTitle') : t('withdrawals.approveTitle')}
        confirmLabel={ask === 'pay' ? t('actions.pay') : t('actions.approve')}
        busy={action.isPending}
        onCancel={() => setAsk(null)}
        onConfirm={() =>
          orderNo && (ask === 'approve' || ask === 'pay') ? perform({ action: ask, orderNo }) : undefined
        }
      >
        {d ? (
          <p>
            {ask === 'pay'
              ? t('withdrawals.payText', { holder: d.payTo.holderName, accountNo: d.payTo.accountNo })
              : t('withdrawals.approveText', { member: d.member.account })}{' '}
            <Money value={d.order.amount} />
          </p>
        ) : null}
      </ConfirmDialog>
      <RemarkDialog
        key={`${orderNo ?? ''}-${ask ?? ''}`}
        open={ask === 'reject' || ask === 'resolve'}
        title={ask === 'resolve' ? t('withdrawals.resolveTitle') : t('withdrawals.rejectTitle')}
        confirmLabel={ask === 'resolve' ? t('actions.resolve') : t('actions.reject')}
        withRefund={ask === 'resolve'}
        busy={action.isPending}
        onCancel={() => setAsk(null)}
        onConfirm={async ({ remark, refund }) => {
          if (!orderNo) return;
          await perform(
            ask === 'resolve' ? { action: 'resolve', orderNo, remark, refund } : { action: 'reject', orderNo, remark },
          );
        }}
      />
    </dialog>
  );
};
