import { Gamepad2 } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const CataloguePage = lazy(() => import('./pages/catalogue-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'games',
    element: <CataloguePage />,
    permission: 'games.read',
    menu: { group: 'games', labelKey: 'menu.catalogue', icon: Gamepad2, order: 10 },
  },
];
