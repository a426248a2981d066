import { CalendarDays, Gauge, Percent, ScrollText } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const DrawsPage = lazy(() => import('./pages/draws-page'));
const DrawPage = lazy(() => import('./pages/draw-page'));
const OddsPage = lazy(() => import('./pages/odds-page'));
const LiabilityPage = lazy(() => import('./pages/liability-page'));
const ReportPage = lazy(() => import('./pages/report-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'lottery/draws',
    element: <DrawsPage />,
    permission: 'lottery.read',
    menu: { group: 'lottery', labelKey: 'menu.draws', icon: CalendarDays, order: 1 },
  },
  { path: 'lottery/draws/:gameCode/:numero', element: <DrawPage />, permission: 'lottery.read' },
  {
    path: 'lottery/odds',
    element: <OddsPage />,
    permission: 'lottery.read',
    menu: { group: 'lottery', labelKey: 'menu.odds', icon: Percent, order: 2 },
  },
  {
    path: 'lottery/liability',
    element: <LiabilityPage />,
    permission: 'lottery.read',
    menu: { group: 'lottery', labelKey: 'menu.liability', icon: Gauge, order: 3 },
  },
  {
    path: 'lottery/reports',
    element: <ReportPage />,
    permission: 'lottery.read',
    menu: { group: 'lottery', labelKey: 'menu.reports', icon: ScrollText, order: 4 },
  },
];
