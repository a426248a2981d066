import { Image, LifeBuoy, Link2, Megaphone } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';
import './content.css';

const BannersPage = lazy(() => import('./pages/banners-page'));
const NoticesPage = lazy(() => import('./pages/notices-page'));
const HelpPage = lazy(() => import('./pages/help-page'));
const LinksPage = lazy(() => import('./pages/links-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'content/banners',
    element: <BannersPage />,
    permission: 'content.read',
    menu: { group: 'content', labelKey: 'menu.banners', icon: Image, order: 10 },
  },
  {
    path: 'content/notices',
    element: <NoticesPage />,
    permission: 'content.read',
    menu: { group: 'content', labelKey: 'menu.notices', icon: Megaphone, order: 20 },
  },
  {
    path: 'content/help',
    element: <HelpPage />,
    permission: 'content.read',
    menu: { group: 'content', labelKey: 'menu.help', icon: LifeBuoy, order: 30 },
  },
  {
    path: 'content/links',
    element: <LinksPage />,
    permission: 'content.read',
    menu: { group: 'content', labelKey: 'menu.links', icon: Link2, order: 40 },
  },
];
