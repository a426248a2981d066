import { ShieldCheck } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const RolesPage = lazy(() => import('./pages/roles-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'roles',
    element: <RolesPage />,
    permission: 'operators.read',
    menu: { group: 'admin', labelKey: 'menu', icon: ShieldCheck, order: 20 },
  },
];
