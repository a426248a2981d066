import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { getToken } from '../../lib/storage';

type SessionApi = {
  isLoggedIn: boolean;
  /** Opens the login popup; resolves guarded actions for visitors (spec §5 login gate). */
  requestLogin: () => void;
};

const SessionContext = createContext<SessionApi>({ isLoggedIn: false, requestLogin: () => undefined });

export const useSession = () => useContext(SessionContext);

/**
 * Session state of the portal. Logged in means a token in session storage (spec §4). Until
 * member accounts open, the login popup says so instead of showing a form that cannot work.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  const requestLogin = useCallback(() => setLoginOpen(true), []);
  const value = useMemo(() => ({ isLoggedIn: Boolean(getToken()), requestLogin }), [requestLogin]);
  return (
    <SessionContext.Provider value={value}>
      {children}
      <Modal open={loginOpen} onClose={() => setLoginOpen(false)} title={t('session.login_required_title')} size="sm">
        <p>{t('session.login_required_body')}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" onClick={() => setLoginOpen(false)}>
            {t('app.confirm')}
          </button>
        </div>
      </Modal>
    </SessionContext.Provider>
  );
};
