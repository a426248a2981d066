import { Calculator, LayoutTemplate, Receipt, ScrollText } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const ContractsPage = lazy(() => import('./pages/contracts-page'));
const TemplatesPage = lazy(() => import('./pages/contract-templates-page'));
const RunsPage = lazy(() => import('./pages/settlement-runs-page'));
const CommissionPage = lazy(() => import('./pages/commission-report-page'));

/**
 * Agents' contracts: the contracts grid (with the operator's offer), templates and limits per agent
 * type, settlement runs (run now, replay) and the commission report. Reads need agents.contracts.read;
 * the pages hide what needs agents.contracts.write or agents.settlement.run from those without it.
 */
export const routes: BackofficeRoute[] = [
  {
    path: 'agents/contracts',
    element: <ContractsPage />,
    permission: 'agents.contracts.read',
    menu: { group: 'agents', labelKey: 'menu.contracts', icon: ScrollText, order: 14 },
  },
  {
    path: 'agents/contract-templates',
    element: <TemplatesPage />,
    permission: 'agents.contracts.read',
    menu: { group: 'agents', labelKey: 'menu.templates', icon: LayoutTemplate, order: 16 },
  },
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
