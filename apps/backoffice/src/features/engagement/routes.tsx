import { CloudRain, ListChecks, Ticket, Trophy } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const MissionsPage = lazy(() => import('./pages/missions-page'));
const LeaderboardsPage = lazy(() => import('./pages/leaderboards-page'));
const RainsPage = lazy(() => import('./pages/rains-page'));
const RafflesPage = lazy(() => import('./pages/raffles-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'promotions/missions',
    element: <MissionsPage />,
    permission: 'engagement.read',
    menu: { group: 'promotions', labelKey: 'menu.missions', icon: ListChecks, order: 50 },
  },
  {
    path: 'promotions/leaderboards',
    element: <LeaderboardsPage />,
    permission: 'engagement.read',
    menu: { group: 'promotions', labelKey: 'menu.leaderboards', icon: Trophy, order: 51 },
  },
  {
    path: 'promotions/red-envelopes',
    element: <RainsPage />,
    permission: 'engagement.read',
    menu: { group: 'promotions', labelKey: 'menu.rains', icon: CloudRain, order: 52 },
  },
  {
    path: 'promotions/raffles',
    element: <RafflesPage />,
    permission: 'engagement.read',
    menu: { group: 'promotions', labelKey: 'menu.raffles', icon: Ticket, order: 53 },
  },
];
