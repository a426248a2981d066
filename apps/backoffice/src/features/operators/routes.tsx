import { UserCog } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const OperatorsPage = lazy(() => import('./pages/operators-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'operators',
    element: <OperatorsPage />,
    permission: 'operators.read',
    menu: { group: 'admin', labelKey: 'menu', icon: UserCog, order: 10 },
  },
];
