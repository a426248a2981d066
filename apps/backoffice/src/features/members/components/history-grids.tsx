import {
  operatorMemberBets,
  operatorMemberDeposits,
  operatorMemberLedger,
  operatorMemberLogins,
  operatorMemberSecurityEvents,
  operatorMemberTeam,
  operatorMemberWithdrawals,
  type OperationValue,
} from '@pagoda/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataGrid, type GridColumn } from '../../../components/data-grid';
import { Money } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { MemberStatus, useMemberType } from './member-format';

type RowOf<O> = OperationValue<O> extends { list: (infer R)[] } ? R : never;
const time = (v: number | null) => formatDateTime(v);

/** The member's ledger entries on every wallet. */
export const LedgerGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberLedger>>[]>(
    () => [
      { id: 'time', header: t('col.time'), sortable: true, value: (r) => time(r.time) },
      { id: 'kind', header: t('col.kind') },
      { id: 'wallet', header: t('col.wallet') },
      {
        id: 'amount',
        header: t('col.amount'),
        sortable: true,
        align: 'right',
        cell: (r) => <Money value={r.amount} />,
      },
      {
        id: 'balanceAfter',
        header: t('col.balanceAfter'),
        align: 'right',
        cell: (r) => <Money value={r.balanceAfter} />,
      },
      { id: 'reference', header: t('col.reference') },
      { id: 'remark', header: t('col.remark') },
      { id: 'txTypeId', header: t('col.txTypeId'), hidden: true },
    ],
    [t],
  );
  return (
    <DataGrid
      operation={operatorMemberLedger}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.id}
      searchable={false}
      exportName={`member-${memberId}-ledger`}
      initialSort={{ id: 'time', desc: true }}
      caption={t('grids.ledger')}
    />
  );
};

export const DepositsGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberDeposits>>[]>(
    () => [
      { id: 'createdAt', header: t('col.createdAt'), sortable: true, value: (r) => time(r.createdAt) },
      { id: 'orderNo', header: t('col.orderNo') },
      { id: 'channel', header: t('col.channel') },
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
        cell: (r) => <StatusBadge>{r.status}</StatusBadge>,
        csv: (r) => r.status,
      },
      { id: 'reference', header: t('col.reference') },
      { id: 'reviewedBy', header: t('col.reviewedBy') },
      { id: 'paidAt', header: t('col.paidAt'), value: (r) => time(r.paidAt) },
    ],
    [t],
  );
  return (
    <DataGrid
      operation={operatorMemberDeposits}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.orderNo}
      searchable={false}
      exportName={`member-${memberId}-deposits`}
      initialSort={{ id: 'createdAt', desc: true }}
      caption={t('grids.deposits')}
    />
  );
};

export const WithdrawalsGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberWithdrawals>>[]>(
    () => [
      { id: 'createdAt', header: t('col.createdAt'), sortable: true, value: (r) => time(r.createdAt) },
      { id: 'orderNo', header: t('col.orderNo') },
      { id: 'channel', header: t('col.channel') },
      { id: 'accountNo', header: t('col.accountNo') },
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
        cell: (r) => <StatusBadge>{r.status}</StatusBadge>,
        csv: (r) => r.status,
      },
      { id: 'reviewedBy', header: t('col.reviewedBy') },
      { id: 'paidAt', header: t('col.paidAt'), value: (r) => time(r.paidAt) },
    ],
    [t],
  );
  return (
    <DataGrid
      operation={operatorMemberWithdrawals}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.orderNo}
      searchable={false}
      exportName={`member-${memberId}-withdrawals`}
      initialSort={{ id: 'createdAt', desc: true }}
      caption={t('grids.withdrawals')}
    />
  );
};

export const BetsGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberBets>>[]>(
    () => [
      { id: 'openedAt', header: t('col.openedAt'), sortable: true, value: (r) => time(r.openedAt) },
      { id: 'vendor', header: t('col.vendor') },
      { id: 'game', header: t('col.game') },
      { id: 'category', header: t('col.category') },
      { id: 'roundId', header: t('col.roundId'), hidden: true },
      { id: 'bet', header: t('col.bet'), sortable: true, align: 'right', cell: (r) => <Money value={r.bet} /> },
      { id: 'validBet', header: t('col.validBet'), align: 'right', cell: (r) => <Money value={r.validBet} /> },
      { id: 'win', header: t('col.win'), sortable: true, align: 'right', cell: (r) => <Money value={r.win} /> },
      { id: 'status', header: t('col.status') },
      { id: 'closedAt', header: t('col.closedAt'), value: (r) => time(r.closedAt) },
    ],
    [t],
  );
  return (
    <DataGrid
      operation={operatorMemberBets}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.id}
      searchable={false}
      exportName={`member-${memberId}-bets`}
      initialSort={{ id: 'openedAt', desc: true }}
      caption={t('grids.bets')}
    />
  );
};

export const LoginsGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberLogins>>[]>(
    () => [
      { id: 'time', header: t('col.time'), sortable: true, value: (r) => time(r.time) },
      {
        id: 'success',
        header: t('col.result'),
        cell: (r) => (
          <StatusBadge tone={r.success ? 'success' : 'danger'}>
            {t(r.success ? 'login.ok' : 'login.failed')}
          </StatusBadge>
        ),
        csv: (r) => (r.success ? 'OK' : 'FAILED'),
      },
      { id: 'ip', header: t('col.ip') },
      { id: 'method', header: t('col.method') },
      { id: 'device', header: t('col.device') },
      { id: 'userAgent', header: t('col.userAgent') },
    ],
    [t],
  );
  return (
    <DataGrid
      operation={operatorMemberLogins}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.id}
      searchable={false}
      exportName={`member-${memberId}-logins`}
      initialSort={{ id: 'time', desc: true }}
      caption={t('grids.logins')}
    />
  );
};

export const SecurityGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberSecurityEvents>>[]>(
    () => [
      { id: 'time', header: t('col.time'), sortable: true, value: (r) => time(r.time) },
      {
        id: 'kind',
        header: t('col.kind'),
        value: (r) => t(`security.${r.kind.replace(/\./g, '_')}`, { defaultValue: r.kind }),
      },
      { id: 'detail', header: t('col.detail') },
      { id: 'ip', header: t('col.ip') },
    ],
    [t],
  );
  return (
    <DataGrid
      operation={operatorMemberSecurityEvents}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.id}
      searchable={false}
      exportName={`member-${memberId}-security`}
      initialSort={{ id: 'time', desc: true }}
      caption={t('grids.security')}
    />
  );
};

export const DownlineGrid = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation('members');
  const memberType = useMemberType();
  const columns = useMemo<GridColumn<RowOf<typeof operatorMemberTeam>>[]>(
    () => [
      {
        id: 'account',
        header: t('col.account'),
        cell: (r) => (
          <Link to={`/members/${r.id}`} aria-label={t('search.open', { account: r.account })}>
            {r.account}
          </Link>
        ),
      },
      { id: 'type', header: t('col.type'), value: (r) => memberType(r.type) },
      { id: 'status', header: t('col.status'), cell: (r) => <MemberStatus status={r.status} />, csv: (r) => r.status },
      { id: 'registeredAt', header: t('col.registeredAt'), sortable: true, value: (r) => time(r.registeredAt) },
      { id: 'downlineCount', header: t('col.downlineCount'), align: 'right' },
    ],
    [t, memberType],
  );
  return (
    <DataGrid
      operation={operatorMemberTeam}
      queryKey={['members', memberId]}
      filters={{ memberId }}
      columns={columns}
      rowKey={(r) => r.id}
      searchable={false}
      exportName={`member-${memberId}-downline`}
      initialSort={{ id: 'registeredAt', desc: true }}
      caption={t('grids.team')}
    />
  );
};
