import { LayoutDashboard } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const DashboardPage = lazy(() => import('./pages/dashboard-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'dashboard',
    element: <DashboardPage />,
    permission: 'dashboard.read',
    menu: { group: 'dashboard', labelKey: 'menu.dashboard', icon: LayoutDashboard, order: 10 },
  },
];
