import { DoorOpen, Gamepad2, PlugZap } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const CataloguePage = lazy(() => import('./pages/catalogue-page'));
const VendorsPage = lazy(() => import('./pages/vendors-page'));
const RoomsPage = lazy(() => import('./pages/rooms-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'games',
    element: <CataloguePage />,
    permission: 'games.read',
    menu: { group: 'games', labelKey: 'menu.catalogue', icon: Gamepad2, order: 10 },
  },
  {
    path: 'games/vendors',
    element: <VendorsPage />,
    permission: 'vendors.read',
    menu: { group: 'games', labelKey: 'menu.vendors', icon: PlugZap, order: 20 },
  },
  {
    path: 'games/rooms',
    element: <RoomsPage />,
    permission: 'games.read',
    menu: { group: 'games', labelKey: 'menu.rooms', icon: DoorOpen, order: 30 },
  },
];
