import { Banknote, ChartNoAxesCombined, UserRoundSearch, Users } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const GgrReportPage = lazy(() => import('./pages/ggr-report-page'));
const PaymentsReportPage = lazy(() => import('./pages/payments-report-page'));
const PlayerPnlReportPage = lazy(() => import('./pages/player-pnl-report-page'));
const PlayersReportPage = lazy(() => import('./pages/players-report-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'reports/ggr',
    element: <GgrReportPage />,
    permission: 'reports.read',
    menu: { group: 'reports', labelKey: 'menu.ggr', icon: ChartNoAxesCombined, order: 10 },
  },
  {
    path: 'reports/payments',
    element: <PaymentsReportPage />,
    permission: 'reports.read',
    menu: { group: 'reports', labelKey: 'menu.payments', icon: Banknote, order: 20 },
  },
  {
    path: 'reports/player-pnl',
    element: <PlayerPnlReportPage />,
    permission: 'reports.read',
    menu: { group: 'reports', labelKey: 'menu.pnl', icon: UserRoundSearch, order: 30 },
  },
  {
    path: 'reports/players',
    element: <PlayersReportPage />,
    permission: 'reports.read',
    menu: { group: 'reports', labelKey: 'menu.players', icon: Users, order: 40 },
  },
];
