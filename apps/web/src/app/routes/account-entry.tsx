import { useEffect } from 'react';
import { useSession } from '../../features/session/session-context';
import { HomePage } from './home';

/** /register and /login: the home page with the register or login popup opened over it. */
const AccountEntry = ({ modal }: { modal: 'login' | 'register' }) => {
  const { openModal, isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn) openModal(modal);
    // Opened once on arrival; the member may close it and browse.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <HomePage />;
};

export const RegisterPage = () => <AccountEntry modal="register" />;
export const LoginPage = () => <AccountEntry modal="login" />;
