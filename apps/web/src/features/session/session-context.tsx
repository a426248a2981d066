import type { LoginValue } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { onApiError } from '../../lib/api-client';
import { memberKeys } from '../../lib/query-keys';
import { logoutRequest } from './api/logout';
import { sessionStore, useToken } from './session-store';
import { thirdPartyReturn } from './third-party-return';

export type AccountModal =
  | null
  | 'login'
  | 'register'
  | 'forgot'
  | 'change-password'
  | 'logout'
  | 'trial'
  /** Back from Google or Facebook: exchange the ticket, or offer link / register. */
  | 'third-party';

type SessionApi = {
  isLoggedIn: boolean;
  modal: AccountModal;
  forcedPasswordChange: boolean;
  openModal: (m: AccountModal) => void;
  /** Which login tab the popup opens on (the header's username/mobile choice). */
  loginTab: 'username' | 'sms' | null;
  openLogin: (tab: 'username' | 'sms') => void;
  /** The login gate: visitors get the login popup. */
  requestLogin: () => void;
  /** Stores a new session after login, registration or free play. */
  startSession: (value: LoginValue) => void;
  /** Clears the session locally and on the server, then goes to /. */
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionApi | null>(null);

export const useSession = () => {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
};

const SESSION_ERRORS = new Set([
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
]);

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const token = useToken();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<AccountModal>(thirdPartyReturn ? 'third-party' : null);
  const [loginTab, setLoginTab] = useState<'username' | 'sms' | null>(null);
  const [forcedPasswordChange, setForced] = useState(() => sessionStorage.getItem('cpw') === 'true');

  // A 401 means the server ended the session: clear it and go home.
  useEffect(
    () =>
      onApiError((err) => {
        if (err.status === 401 && SESSION_ERRORS.has(err.code) && sessionStore.token()) {
          sessionStore.clear();
          queryClient.removeQueries({ queryKey: memberKeys.all });
          if (window.location.pathname !== '/') window.location.assign('/');
        }
      }),
    [queryClient],
  );

  const startSession = useCallback(
    (value: LoginValue) => {
      sessionStore.set(value.token, {
        isAgent: String(value.customerType),
        account: value.userName,
        customerId: String(value.id),
      });
      if (value.changePasswordRequired) {
        sessionStorage.setItem('cpw', 'true');
        setForced(true);
        setModal('change-password');
      } else {
        sessionStorage.removeItem('cpw');
        setForced(false);
        setModal(null);
      }
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      if (window.location.pathname !== '/') window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await logoutRequest().catch(() => undefined);
    sessionStore.clear();
    queryClient.removeQueries({ queryKey: memberKeys.all });
    setModal(null);
    setForced(false);
    // Elsewhere a reload to / resets every page state; on / the cleared session is enough.
    if (window.location.pathname !== '/') window.location.assign('/');
  }, [queryClient]);

  const passwordChanged = forcedPasswordChange;
  const value = useMemo<SessionApi>(
    () => ({
      isLoggedIn: Boolean(token),
      modal,
      forcedPasswordChange: passwordChanged,
      openModal: (m) => {
        if (m === null) {
          sessionStorage.removeItem('cpw');
          setForced(false);
        }
        setModal(m);
      },
      requestLogin: () => {
        setLoginTab(null);
        setModal('login');
      },
      loginTab,
      openLogin: (tab) => {
        setLoginTab(tab);
        setModal('login');
      },
      startSession,
      logout,
    }),
    [token, modal, passwordChanged, startSession, logout, loginTab],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};
