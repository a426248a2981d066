import { FormInput, KeyRound, Settings2, ShieldBan, ToggleRight } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const TogglesPage = lazy(() => import('./pages/toggles-page'));
const RegisterRulesPage = lazy(() => import('./pages/register-rules-page'));
const GeneralPage = lazy(() => import('./pages/general-page'));
const AccessPage = lazy(() => import('./pages/access-page'));
const ThirdPartyPage = lazy(() => import('./pages/third-party-page'));

/** Brand configuration: each page reads with config.read; changes need config.write (checked on the server). */
export const routes: BackofficeRoute[] = [
  {
    path: 'config/toggles',
    element: <TogglesPage />,
    permission: 'config.read',
    menu: { group: 'config', labelKey: 'menu.toggles', icon: ToggleRight, order: 10 },
  },
  {
    path: 'config/registration',
    element: <RegisterRulesPage />,
    permission: 'config.read',
    menu: { group: 'config', labelKey: 'menu.registration', icon: FormInput, order: 20 },
  },
  {
    path: 'config/general',
    element: <GeneralPage />,
    permission: 'config.read',
    menu: { group: 'config', labelKey: 'menu.general', icon: Settings2, order: 30 },
  },
  {
    path: 'config/access',
    element: <AccessPage />,
    permission: 'config.read',
    menu: { group: 'config', labelKey: 'menu.access', icon: ShieldBan, order: 40 },
  },
  {
    path: 'config/third-party',
    element: <ThirdPartyPage />,
    permission: 'config.read',
    menu: { group: 'config', labelKey: 'menu.thirdParty', icon: KeyRound, order: 50 },
  },
];
