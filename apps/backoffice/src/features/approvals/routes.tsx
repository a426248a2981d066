import { ClipboardCheck } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const ApprovalsPage = lazy(() => import('./pages/approvals-page'));
const ApprovalPage = lazy(() => import('./pages/approval-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'approvals',
    element: <ApprovalsPage />,
    permission: 'approvals.read',
    menu: { group: 'money', labelKey: 'menu', icon: ClipboardCheck, order: 5, badge: 'approvals' },
  },
  { path: 'approvals/:id', element: <ApprovalPage />, permission: 'approvals.read' },
];
