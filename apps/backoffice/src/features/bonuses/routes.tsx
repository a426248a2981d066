import { Gift, Percent } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const BonusGrantsPage = lazy(() => import('./pages/bonus-grants-page'));
const BonusSettingsPage = lazy(() => import('./pages/bonus-settings-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'promotions/bonuses',
    element: <BonusGrantsPage />,
    permission: 'bonus.read',
    menu: { group: 'promotions', labelKey: 'menu.grants', icon: Gift, order: 10 },
  },
  {
    path: 'promotions/wagering',
    element: <BonusSettingsPage />,
    permission: 'bonus.read',
    menu: { group: 'promotions', labelKey: 'menu.settings', icon: Percent, order: 20 },
  },
];
