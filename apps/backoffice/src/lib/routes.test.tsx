import { Users, Wallet } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { allowed, collectRoutes, firstAllowedPath, type BackofficeRoute } from './routes';

const page = <p>page</p>;
const modules: Record<string, { routes?: BackofficeRoute[] }> = {
  '../features/money/routes.tsx': {
    routes: [
      {
        path: 'money/deposits',
        element: page,
        permission: 'payments.read',
        menu: { group: 'money', labelKey: 'menu.deposits', icon: Wallet, order: 1 },
      },
      { path: 'money/orders/:id', element: page, permission: 'payments.read' },
    ],
  },
  '../features/members/routes.tsx': {
    routes: [
      {
        path: 'members',
        element: page,
        permission: 'members.read',
        menu: { group: 'members', labelKey: 'menu.list', icon: Users, order: 1 },
      },
    ],
  },
};

describe('feature routes', () => {
  it('carry their feature as namespace and sort by menu group', () => {
    const routes = collectRoutes(modules);
    expect(routes.map((r) => [r.ns, r.path])).toEqual([
      ['members', 'members'],
      ['money', 'money/deposits'],
      ['money', 'money/orders/:id'],
    ]);
  });

  it('open only with their permission; null is any operator', () => {
    expect(allowed({ permission: 'payments.read' }, new Set(['members.read']))).toBe(false);
    expect(allowed({ permission: 'payments.read' }, new Set(['payments.read']))).toBe(true);
    expect(allowed({ permission: null }, new Set())).toBe(true);
  });

  it('send /backoffice/ to the first menu page the operator may open', () => {
    const routes = collectRoutes(modules);
    expect(firstAllowedPath(routes, new Set(['payments.read']))).toBe('money/deposits');
    expect(firstAllowedPath(routes, new Set(['members.read', 'payments.read']))).toBe('members');
    expect(firstAllowedPath(routes, new Set())).toBeNull();
  });
});
