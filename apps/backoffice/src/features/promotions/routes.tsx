import { ClipboardCheck, Gift, PieChart } from 'lucide-react';
import { lazy } from 'react';
import type { BackofficeRoute } from '../../lib/routes';
import './promotions.css';

const PromotionsPage = lazy(() => import('./pages/promotions-page'));
const PromotionEditorPage = lazy(() => import('./pages/promotion-editor-page'));
const ApplicationsPage = lazy(() => import('./pages/applications-page'));
const PromotionReportsPage = lazy(() => import('./pages/promotion-reports-page'));

export const routes: BackofficeRoute[] = [
  {
    path: 'promotions',
    element: <PromotionsPage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.list', icon: Gift, order: 10 },
  },
  { path: 'promotions/new', element: <PromotionEditorPage />, permission: 'promotions.write' },
  { path: 'promotions/:id', element: <PromotionEditorPage />, permission: 'promotions.read' },
  {
    path: 'promotions-applications',
    element: <ApplicationsPage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.applications', icon: ClipboardCheck, order: 20 },
  },
  {
    path: 'promotions-reports',
    element: <PromotionReportsPage />,
    permission: 'promotions.read',
    menu: { group: 'promotions', labelKey: 'menu.reports', icon: PieChart, order: 30 },
  },
];
