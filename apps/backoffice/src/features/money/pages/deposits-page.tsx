import { DEPOSIT_STATUSES, type DepositGridRow, operatorDepositGrid } from '@pagoda/contracts';
import { Check, Images, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { MONEY_KEYS } from '../api/keys';
import { useReviewDeposit } from '../api/review-deposit';
import { FileImages } from '../components/file-images';
import { OrderFilters, type OrderFilterValues } from '../components/order-filters';
import { RemarkDialog } from '../components/remark-dialog';
import { statusTone } from '../components/status-tone';
import '../money.css';

/** Only a manual order with its reference sent waits for an operator; a gateway pays its own. */
const reviewable = (d: DepositGridRow) => d.status === 'PENDING' && d.type !== 'GATEWAY';

/** The deposit queue: every order, PENDING first by default; approve or reject manual ones with their receipts. */
const DepositsPage = () => {
  const { t } = useTranslation('money');
  const toast = useToast();
  const review = useReviewDeposit();
  const [filters, setFilters] = useState<OrderFilterValues>({ status: 'PENDING' });
  const [receipts, setReceipts] = useState<DepositGridRow | null>(null);
  const [approving, setApproving] = useState<DepositGridRow | null>(null);
  const [rejecting, setRejecting] = useState<DepositGridRow | null>(null);

  const columns = useMemo<GridColumn<DepositGridRow>[]>(
    () => [
      { id: 'orderNo', header: t('col.orderNo'), sortable: true },
      { id: 'member', header: t('col.member'), value: (r) => r.memberAccount, sortable: true },
      { id: 'channel', header: t('col.channel'), value: (r) => r.channelName },
      {
        id: 'amount',
        header: t('col.amount'),
        sortable: true,
        align: 'right',
        cell: (r) => <Money value={r.amount} />,
      },
      {
        id: 'status',
        header: t('col.status'),
        sortable: true,
        value: (r) => r.status,
        cell: (r) => <StatusBadge tone={statusTone(r.status)}>{t(`status.${r.status}`)}</StatusBadge>,
      },
      { id: 'reference', header: t('col.reference') },
      {
        id: 'receipts',
        header: t('col.receipts'),
        value: (r) => r.receiptIds.length,
        cell: (r) =>
          r.receiptIds.length > 0 ? (
            <button type="button" className="link-button" onClick={() => setReceipts(r)}>
              <Images size={14} aria-hidden /> {t('deposits.viewReceipts', { n: r.receiptIds.length })}
            </button>
          ) : (
            ''
          ),
      },
      {
        id: 'createdAt',
        header: t('col.createdAt'),
        sortable: true,
        value: (r) => r.createdAt,
        cell: (r) => formatDateTime(r.createdAt),
        csv: (r) => new Date(r.createdAt).toISOString(),
      },
      { id: 'reviewedBy', header: t('col.reviewedBy'), value: (r) => r.reviewedBy ?? '', hidden: true },
      { id: 'remark', header: t('col.remark'), hidden: true },
    ],
    [t],
  );

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch (err) {
      toast.error(errorText(t, err));
      throw err;
    }
  };

  return (
    <>
      <PageHeader title={t('deposits.title')} description={t('deposits.description')} />
      <OrderFilters statuses={DEPOSIT_STATUSES} initialStatus="PENDING" onApply={setFilters} />
      <DataGrid
        operation={operatorDepositGrid}
        queryKey={MONEY_KEYS.deposits}
        columns={columns}
        filters={filters as never}
        rowKey={(r) => r.orderNo}
        exportName="deposits"
        initialSort={{ id: 'createdAt', desc: true }}
        caption={t('deposits.title')}
        rowActions={(r) =>
          reviewable(r) ? (
            <Can permission="payments.review">
              <button
                type="button"
                className="button button--small button--primary"
                onClick={() => setApproving(r)}
                aria-label={t('deposits.approveOrder', { orderNo: r.orderNo })}
              >
                <Check size={14} aria-hidden /> {t('actions.approve')}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                onClick={() => setRejecting(r)}
                aria-label={t('deposits.rejectOrder', { orderNo: r.orderNo })}
              >
                <X size={14} aria-hidden /> {t('actions.reject')}
              </button>
            </Can>
          ) : null
        }
      />

      <ConfirmDialog
        open={receipts !== null}
        title={t('deposits.receiptsOf', { orderNo: receipts?.orderNo ?? '' })}
        confirmLabel={t('actions.close')}
        onConfirm={() => setReceipts(null)}
        onCancel={() => setReceipts(null)}
      >
        {receipts ? (
          <>
            <p>
              {receipts.memberAccount} · <Money value={receipts.amount} /> · {receipts.reference}
            </p>
            <FileImages ids={receipts.receiptIds} kind="receipt" />
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={approving !== null}
        title={t('deposits.approveTitle')}
        confirmLabel={t('actions.approve')}
        busy={review.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await act(
            () => review.mutateAsync({ orderNo: approving.orderNo, decision: 'approve' }),
            t('deposits.approved', { orderNo: approving.orderNo }),
          ).then(
            () => setApproving(null),
            () => undefined,
          );
        }}
      >
        {approving ? (
          <>
            <p>{t('deposits.approveText', { member: approving.memberAccount, orderNo: approving.orderNo })}</p>
            <p className="money-amount">
              <Money value={approving.amount} />
            </p>
            <FileImages ids={approving.receiptIds} kind="receipt" />
          </>
        ) : null}
      </ConfirmDialog>

      <RemarkDialog
        key={rejecting?.orderNo ?? 'none'}
        open={rejecting !== null}
        title={t('deposits.rejectTitle', { orderNo: rejecting?.orderNo ?? '' })}
        confirmLabel={t('actions.reject')}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={async ({ remark }) => {
          if (!rejecting) return;
          await act(
            () => review.mutateAsync({ orderNo: rejecting.orderNo, decision: 'reject', remark }),
            t('deposits.rejected', { orderNo: rejecting.orderNo }),
          ).then(
            () => setRejecting(null),
            () => undefined,
          );
        }}
      />
    </>
  );
};

export default DepositsPage;
