import { useEffect } from 'react';
import { useSession } from '../../features/session/session-context';
import { HomePage } from './home';

/** /register and /login: the home page with the account popup opened over it. */
const AccountEntry = () => {
  const { requestLogin, isLoggedIn } = useSession();
  useEffect(() => {
    if (!isLoggedIn) requestLogin();
  }, [isLoggedIn, requestLogin]);
  return <HomePage />;
};

export const RegisterPage = AccountEntry;
export const LoginPage = AccountEntry;
