import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, RequireSession, RouteGuard } from './guards';
import { Shell } from './layout/shell';
import { NotFoundPage } from './pages/status-pages';
import { ROUTES } from './route-registry';
import { SignInPage } from './sign-in/sign-in-page';
import { UnauthorisedRedirect } from './unauthorised-redirect';

/** Every page of every feature under the layout; the sign-in page outside it. */
export const routeObjects: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: (
      <>
        <UnauthorisedRedirect />
        <RequireSession>
          <Shell />
        </RequireSession>
      </>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...ROUTES.map((route) => ({ path: route.path, element: <RouteGuard route={route} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects, { basename: '/backoffice' });
