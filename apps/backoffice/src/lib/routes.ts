import type { OperatorPermission } from '@pagoda/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';

/** The sidebar's groups, in their order. */
export const MENU_GROUPS = [
  'dashboard',
  'members',
  'money',
  'content',
  'promotions',
  'config',
  'games',
  'lottery',
  'reports',
  'admin',
  'agents',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The live counters a menu entry can show (pushed by the operator socket). */
export type QueueBadge = 'approvals' | 'deposits' | 'withdrawals';

/**
 * One page of a feature. `path` is relative to /backoffice/ ('members', 'members/:id'); `element` is a
 * lazily loaded page (`const Page = lazy(() => import('./pages/x-page'))`, then `<Page />`); `permission`
 * is the operator permission needed to open it (null: any signed-in operator). An entry with `menu`
 * shows in the sidebar; `labelKey` is a key of the feature's own namespace.
 */
export type BackofficeRoute = {
  path: string;
  element: ReactElement;
  permission: OperatorPermission | null;
  menu?: { group: MenuGroup; labelKey: string; icon: LucideIcon; order: number; badge?: QueueBadge };
};

/** A feature's route with the namespace (its folder's name) it was found in. */
export type RegisteredRoute = BackofficeRoute & { ns: string };

/** The routes of every feature module, sorted for the menu: group order, then `order`. */
export const collectRoutes = (modules: Record<string, { routes?: BackofficeRoute[] }>): RegisteredRoute[] =>
  Object.entries(modules)
    .flatMap(([file, mod]) => {
      const ns = /features\/([^/]+)\/routes\.tsx$/.exec(file)?.[1] ?? '';
      return (mod.routes ?? []).map((r) => ({ ...r, ns }));
    })
    .sort((a, b) => {
      const ga = a.menu ? MENU_GROUPS.indexOf(a.menu.group) : MENU_GROUPS.length;
      const gb = b.menu ? MENU_GROUPS.indexOf(b.menu.group) : MENU_GROUPS.length;
      return ga - gb || (a.menu?.order ?? 0) - (b.menu?.order ?? 0) || a.path.localeCompare(b.path);
    });

/** May an operator with these permissions open this route? */
export const allowed = (route: Pick<BackofficeRoute, 'permission'>, permissions: ReadonlySet<string>) =>
  route.permission === null || permissions.has(route.permission);

/** The first page an operator may open from the menu: where /backoffice/ sends them. */
export const firstAllowedPath = (routes: RegisteredRoute[], permissions: ReadonlySet<string>): string | null =>
  routes.find((r) => r.menu && allowed(r, permissions) && !r.path.includes(':'))?.path ?? null;
