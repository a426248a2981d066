import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { AgentCentrePage } from './agent-centre-entries';

type State = { open: boolean; page: AgentCentrePage };
type Api = State & {
  openAgentCentre: (page?: AgentCentrePage) => void;
  setPage: (page: AgentCentrePage) => void;
  closeAgentCentre: () => void;
};

const Ctx = createContext<Api | null>(null);

export const useAgentCentre = () => {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useAgentCentre outside AgentCentreProvider');
  return ctx;
};

/** Which agent-centre page is open (spec §2: the default page is agentTeamOverview). */
export const AgentCentreProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<State>({ open: false, page: 'agentTeamOverview' });
  const openAgentCentre = useCallback(
    (page: AgentCentrePage = 'agentTeamOverview') => setState({ open: true, page }),
    [],
  );
  const setPage = useCallback((page: AgentCentrePage) => setState((s) => ({ ...s, page })), []);
  const closeAgentCentre = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const value = useMemo(
    () => ({ ...state, openAgentCentre, setPage, closeAgentCentre }),
    [state, openAgentCentre, setPage, closeAgentCentre],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
};
