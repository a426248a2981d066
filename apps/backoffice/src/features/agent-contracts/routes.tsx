import { Calculator, Receipt } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const RunsPage = lazy(() => import('./pages/settlement-runs-page'));
const CommissionPage = lazy(() => import('./pages/commission-report-page'));

/** Agents' contracts: settlement runs (run now, replay) and the commission report; reads need agents.contracts.read. */
export const routes: BackofficeRoute[] = [
  {
    path: 'agents/settlement-runs',
    element: <RunsPage />,
    permission: 'agents.contracts.read',
    menu: { group: 'agents', labelKey: 'menu.runs', icon: Calculator, order: 20 },
  },
  {
    path: 'agents/commission',
    element: <CommissionPage />,
    permission: 'agents.contracts.read',
    menu: { group: 'agents', labelKey: 'menu.commission', icon: Receipt, order: 30 },
  },
];
