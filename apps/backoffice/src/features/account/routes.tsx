import { UserRound } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const AccountPage = lazy(() => import('./pages/account-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'account',
    element: <AccountPage />,
    permission: null,
    menu: { group: 'admin', labelKey: 'menu', icon: UserRound, order: 100 },
  },
];
