import { operatorWithdrawalGrid, WITHDRAW_STATUSES, type WithdrawalGridRow } from '@pagoda/contracts';
import { PanelRightOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { MONEY_KEYS } from '../api/keys';
import { OrderFilters, type OrderFilterValues } from '../components/order-filters';
import { statusTone } from '../components/status-tone';
import { WithdrawalDrawer } from '../components/withdrawal-drawer';
import '../money.css';

/** The withdrawal queue: approve → pay (maker-checker above the threshold) → the member confirms; disputes. */
const WithdrawalsPage = () => {
  const { t } = useTranslation('money');
  const [filters, setFilters] = useState<OrderFilterValues>({});
  const [open, setOpen] = useState<string | null>(null);

  const columns = useMemo<GridColumn<WithdrawalGridRow>[]>(
    () => [
      { id: 'orderNo', header: t('col.orderNo'), sortable: true },
      { id: 'member', header: t('col.member'), value: (r) => r.memberAccount, sortable: true },
      { id: 'channel', header: t('col.channel'), value: (r) => r.account.channelName },
      { id: 'account', header: t('col.account'), value: (r) => `${r.account.holderName} ${r.account.accountNoMasked}` },
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

  return (
    <>
      <PageHeader title={t('withdrawals.title')} description={t('withdrawals.description')} />
      <OrderFilters statuses={WITHDRAW_STATUSES} onApply={setFilters} />
      <DataGrid
        operation={operatorWithdrawalGrid}
        queryKey={MONEY_KEYS.withdrawals}
        columns={columns}
        filters={filters as never}
        rowKey={(r) => r.orderNo}
        exportName="withdrawals"
        initialSort={{ id: 'createdAt', desc: true }}
        caption={t('withdrawals.title')}
        rowActions={(r) => (
          <button
            type="button"
            className="button button--small"
            onClick={() => setOpen(r.orderNo)}
            aria-label={t('withdrawals.open', { orderNo: r.orderNo })}
          >
            <PanelRightOpen size={14} aria-hidden /> {t('actions.details')}
          </button>
        )}
      />
      <WithdrawalDrawer orderNo={open} onClose={() => setOpen(null)} />
    </>
  );
};

export default WithdrawalsPage;
