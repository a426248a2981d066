import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { MemberCentrePage } from '../features/member-centre/entries';

type State = { open: boolean; page: MemberCentrePage };
type Api = State & {
  openCentre: (page?: MemberCentrePage) => void;
  setPage: (page: MemberCentrePage) => void;
  closeCentre: () => void;
};

const Ctx = createContext<Api | null>(null);

export const useMemberCentre = () => {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useMemberCentre outside MemberCentreProvider');
  return ctx;
};

/** Which member-centre page is open; closing it also clears the points-mall state, so it reopens fresh. */
export const MemberCentreProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<State>({ open: false, page: 'securityCenter' });
  const openCentre = useCallback((page: MemberCentrePage = 'securityCenter') => setState({ open: true, page }), []);
  const setPage = useCallback((page: MemberCentrePage) => setState((s) => ({ ...s, page })), []);
  const closeCentre = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const value = useMemo(
    () => ({ ...state, openCentre, setPage, closeCentre }),
    [state, openCentre, setPage, closeCentre],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
};
