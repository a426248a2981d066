import { ScrollText } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const AuditPage = lazy(() => import('./pages/audit-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'audit',
    element: <AuditPage />,
    permission: 'audit.read',
    menu: { group: 'admin', labelKey: 'menu', icon: ScrollText, order: 30 },
  },
];
