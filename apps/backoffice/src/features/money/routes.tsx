import { ArrowDownToLine, ArrowUpFromLine, Landmark, Scale, SlidersHorizontal } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const DepositsPage = lazy(() => import('./pages/deposits-page'));
const WithdrawalsPage = lazy(() => import('./pages/withdrawals-page'));
const AdjustmentsPage = lazy(() => import('./pages/adjustments-page'));
const LedgerAuditPage = lazy(() => import('./pages/ledger-audit-page'));
const ChannelsPage = lazy(() => import('./pages/channels-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'money/deposits',
    element: <DepositsPage />,
    permission: 'payments.read',
    menu: { group: 'money', labelKey: 'menu.deposits', icon: ArrowDownToLine, order: 10, badge: 'deposits' },
  },
  {
    path: 'money/withdrawals',
    element: <WithdrawalsPage />,
    permission: 'payments.read',
    menu: { group: 'money', labelKey: 'menu.withdrawals', icon: ArrowUpFromLine, order: 20, badge: 'withdrawals' },
  },
  {
    path: 'money/adjustments',
    element: <AdjustmentsPage />,
    permission: 'money.adjust',
    menu: { group: 'money', labelKey: 'menu.adjustments', icon: SlidersHorizontal, order: 30 },
  },
  {
    path: 'money/ledger',
    element: <LedgerAuditPage />,
    permission: 'ledger.audit',
    menu: { group: 'money', labelKey: 'menu.ledger', icon: Scale, order: 40 },
  },
  {
    path: 'money/channels',
    element: <ChannelsPage />,
    permission: 'channels.read',
    menu: { group: 'money', labelKey: 'menu.channels', icon: Landmark, order: 50 },
  },
];
