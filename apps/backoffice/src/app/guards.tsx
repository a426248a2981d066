import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { allowed, firstAllowedPath, type RegisteredRoute } from '../lib/routes';
import { useSession } from '../lib/session';
import { NoAccessPage, NothingPage } from './pages/status-pages';
import { ROUTES } from './route-registry';

/** Pages behind the layout need a session: without one, the sign-in page (and back after). */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { token, loading, failed, retry } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  if (loading) return <div className="page-loading" aria-busy="true" />;
  if (failed)
    return (
      <div className="status-page" role="alert">
        <p>{t('pages.loadFailed')}</p>
        <button type="button" className="button" onClick={retry}>
          {t('actions.retry')}
        </button>
      </div>
    );
  return <>{children}</>;
};

/** A feature's page, when the operator holds its permission; otherwise the no-access page. */
export const RouteGuard = ({ route }: { route: RegisteredRoute }) => {
  const { permissions } = useSession();
  if (!allowed(route, permissions)) return <NoAccessPage />;
  return <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{route.element}</Suspense>;
};

/** /backoffice/ itself: the first page the operator may open. */
export const HomeRedirect = () => {
  const { permissions } = useSession();
  const first = firstAllowedPath(ROUTES, permissions);
  return first ? <Navigate to={`/${first}`} replace /> : <NothingPage />;
};
