import { Crown, Gift, UserPlus, Users } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';

const LevelsPage = lazy(() => import('./pages/vip-levels-page'));
const MembersPage = lazy(() => import('./pages/vip-members-page'));
const RulePage = lazy(() => import('./pages/referral-rule-page'));
const ReferralsPage = lazy(() => import('./pages/referrals-page'));

/** VIP levels and referrals: reads need promotions.read; changes promotions.write (members.write for a member's level). */
export const routes: BackofficeRoute[] = [
  {
    path: 'promotions/vip-levels',
    element: <LevelsPage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.levels', icon: Crown, order: 50 },
  },
  {
    path: 'promotions/vip-members',
    element: <MembersPage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.members', icon: Users, order: 55 },
  },
  {
    path: 'promotions/referral-rule',
    element: <RulePage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.rule', icon: Gift, order: 60 },
  },
  {
    path: 'promotions/referrals',
    element: <ReferralsPage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.referrals', icon: UserPlus, order: 65 },
  },
];
