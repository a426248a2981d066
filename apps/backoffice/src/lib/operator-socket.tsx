import { operatorQueueCountsSchema, type OperatorQueueCounts } from '@pagoda/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useSession } from './session';

export type QueueCounts = Omit<OperatorQueueCounts, 'type'>;
/** The close code the server uses when the session is no longer valid. */
const SESSION_ENDED = 4401;
/** The close code for a role that sees no queue (no approvals.read nor payments.read). */
const NO_QUEUES = 4403;
const EMPTY: QueueCounts = { pendingApprovals: 0, pendingDeposits: 0, pendingWithdrawals: 0 };
const QueueContext = createContext<QueueCounts>(EMPTY);

/** Reconnect delays: 1 s doubling to 30 s, with jitter so many tabs do not reconnect together. */
export const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() / 2);

/** The query keys each counter refreshes when it changes, so open grids show the new rows. */
const KEYS_OF: Record<keyof QueueCounts, string> = {
  pendingApprovals: 'approvals',
  pendingDeposits: 'deposits',
  pendingWithdrawals: 'withdrawals',
};

/**
 * The operator socket (`/wps/operator/v1/socket`, the token in the first message): counters of work waiting, pushed on connect and
 * whenever one changes. Reconnects with backoff while the session lasts; a counter that changes
 * invalidates the queries whose keys start with its area.
 */
export const QueueCountsProvider = ({ children }: { children: ReactNode }) => {
  const { token } = useSession();
  const client = useQueryClient();
  const [counts, setCounts] = useState<QueueCounts>(EMPTY);

  useEffect(() => {
    if (!token) return;
    let socket: WebSocket | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    let last: QueueCounts | null = null;
    const connect = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      // The token goes in the first message, never in the URL (URLs are logged by proxies).
      const ws = new WebSocket(`${scheme}://${location.host}/wps/operator/v1/socket`);
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        ws.send(JSON.stringify({ token }));
      };
      ws.onmessage = (event) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const msg = operatorQueueCountsSchema.safeParse(parsed);
        if (!msg.success) return;
        const next: QueueCounts = {
          pendingApprovals: msg.data.pendingApprovals,
          pendingDeposits: msg.data.pendingDeposits,
          pendingWithdrawals: msg.data.pendingWithdrawals,
        };
        if (last)
          for (const k of Object.keys(KEYS_OF) as (keyof QueueCounts)[])
            if (next[k] !== last[k]) void client.invalidateQueries({ queryKey: [KEYS_OF[k]] });
        last = next;
        setCounts(next);
      };
      ws.onclose = (event) => {
        socket = null;
        // 4401: the session ended; the next call's 401 takes the operator to sign-in. 4403: this role
        // sees no queue. Neither reconnects.
        if (stopped || event.code === SESSION_ENDED || event.code === NO_QUEUES) return;
        timer = window.setTimeout(connect, backoffMs(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket?.close();
      setCounts(EMPTY);
    };
  }, [token, client]);

  return <QueueContext.Provider value={counts}>{children}</QueueContext.Provider>;
};

/** The live counters of work waiting (zeros until the socket answers). */
export const useQueueCounts = () => useContext(QueueContext);
