import { Network } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const TreePage = lazy(() => import('./pages/agent-tree-page'));

/** Agents: the agent tree browser (agents.read). */
export const routes: BackofficeRoute[] = [
  {
    path: 'agents/tree',
    element: <TreePage />,
    permission: 'agents.read',
    menu: { group: 'agents', labelKey: 'menu.tree', icon: Network, order: 10 },
  },
];
