import { Users } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const MembersPage = lazy(() => import('./pages/members-page'));
const MemberPage = lazy(() => import('./pages/member-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'members',
    element: <MembersPage />,
    permission: 'members.read',
    menu: { group: 'members', labelKey: 'menu.search', icon: Users, order: 10 },
  },
  { path: 'members/:id', element: <MemberPage />, permission: 'members.read' },
];
