import { operatorMe, type OperationValue, type OperatorPermission } from '@pagoda/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { apiCall } from './api';
import { getToken, setToken } from './storage';

export type Operator = OperationValue<typeof operatorMe>;

type SessionState = {
  token: string | null;
  operator: Operator | null;
  /** The operator's permissions (empty when signed out). */
  permissions: ReadonlySet<string>;
  loading: boolean;
  /** operatorMe failed for another reason than an ended session (a 401 signs out instead). */
  failed: boolean;
  retry: () => void;
  signIn: (token: string, operator: Operator) => void;
  /** Ends the session on this side; `reason` is shown on the sign-in page. */
  signOut: (reason?: 'ended' | 'signedOut') => void;
  endReason: 'ended' | 'signedOut' | null;
};

const SessionContext = createContext<SessionState | null>(null);

export const ME_KEY = ['session', 'me'] as const;

/** The operator session: the token (sessionStorage) and the operator it belongs to (operatorMe). */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const client = useQueryClient();
  const [token, setTokenState] = useState(getToken);
  const [endReason, setEndReason] = useState<SessionState['endReason']>(null);
  const me = useQuery({
    queryKey: [...ME_KEY, token],
    queryFn: ({ signal }) => apiCall(operatorMe, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });

  const signIn = useCallback(
    (next: string, operator: Operator) => {
      setToken(next);
      client.setQueryData([...ME_KEY, next], operator);
      setEndReason(null);
      setTokenState(next);
    },
    [client],
  );
  const signOut = useCallback(
    (reason: 'ended' | 'signedOut' = 'signedOut') => {
      setToken(null);
      setTokenState(null);
      setEndReason(reason);
      client.clear();
    },
    [client],
  );

  const value = useMemo<SessionState>(() => {
    const operator = token ? (me.data ?? null) : null;
    return {
      token,
      operator,
      permissions: new Set(operator?.permissions ?? []),
      loading: Boolean(token) && me.isPending,
      failed: Boolean(token) && me.isError,
      retry: () => void me.refetch(),
      signIn,
      signOut,
      endReason,
    };
  }, [token, me, signIn, signOut, endReason]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const useSession = () => {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
};

/** Does the signed-in operator hold this permission? null: any signed-in operator. */
export const usePermission = (permission: OperatorPermission | null) => {
  const { permissions, operator } = useSession();
  return Boolean(operator) && (permission === null || permissions.has(permission));
};
