import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorised } from '../lib/api';
import { useSession } from '../lib/session';

/** A 401 from any call (idle or absolute expiry, a revoked session) ends the session: back to sign-in. */
export const UnauthorisedRedirect = () => {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(
    () =>
      onUnauthorised(() => {
        signOut('ended');
        void navigate('/sign-in', { replace: true, state: { from: here } });
      }),
    [signOut, navigate, here],
  );
  return null;
};
