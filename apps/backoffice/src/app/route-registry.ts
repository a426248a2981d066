import { collectRoutes, type BackofficeRoute } from '../lib/routes';

// Every feature's routes.tsx, found by path: a new feature adds its folder, never a line here.
const modules = import.meta.glob<{ routes?: BackofficeRoute[] }>('../features/*/routes.tsx', { eager: true });

export const ROUTES = collectRoutes(modules);
