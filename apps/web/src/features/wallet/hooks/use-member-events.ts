import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { rewardKeys, walletKeys } from '../../../lib/query-keys';

export const MEMBER_SOCKET_PATH = '/wps/ws/member';
const MONEY_EVENTS = new Set([
  'BALANCE',
  'DEPOSIT',
  'WITHDRAW',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
]);
/** Events after which the reward centre and its unclaimed count are read again. */
const REWARD_EVENTS = new Set(['REWARDS', 'DEPOSIT', 'BALANCE']);
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type MemberEvent = { type: string; data: Record<string, unknown> };

/** ws(s)://<this host>/wps/ws/member — same origin, so the brand is the page's brand. */
export const memberSocketUrl = (loc: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${MEMBER_SOCKET_PATH}`;

/** Delay before reconnect attempt n (0-based): 1 s, 2 s, 5 s, 10 s, then every 30 s. */
export const reconnectDelay = (attempt: number) => BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;

/**
 * The member's push channel (docs/decisions.md, "Push channel") while logged in: the first message carries the
 * token (never the URL, which gets logged). Money events refresh every wallet query, so the top
 * bar and open pages update without polling; DEPOSIT and WITHDRAW results are also handed to
 * `onEvent` for a notice. A dropped socket reconnects with backoff; logout (token null or
 * unmounting) closes it and forgets the wallet data of the member who left.
 */
export const useMemberEvents = (token: string | null, onEvent?: (e: MemberEvent) => void) => {
  const qc = useQueryClient();
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(memberSocketUrl());
      socket.onopen = () => socket?.send(JSON.stringify({ token }));
      socket.onmessage = (msg) => {
        let event: MemberEvent;
        try {
          event = JSON.parse(String(msg.data)) as MemberEvent;
        } catch {
          return;
        }
        if (event.type === 'READY') {
          // Anything that happened while the socket was down is read again.
          if (attempt > 0) {
            void qc.invalidateQueries({ queryKey: walletKeys.all });
            void qc.invalidateQueries({ queryKey: rewardKeys.all });
          }
          attempt = 0;
          return;
        }
        if (MONEY_EVENTS.has(event.type)) void qc.invalidateQueries({ queryKey: walletKeys.all });
        if (REWARD_EVENTS.has(event.type)) void qc.invalidateQueries({ queryKey: rewardKeys.all });
        onEventRef.current?.(event);
      };
      socket.onclose = (e) => {
        socket = null;
        // 4401: the server refused this token; a new login brings a new token and a new socket.
        if (stopped || e.code === 4401) return;
        timer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close(1000, 'logout');
      // Logout or another member: the wallet figures of this session are forgotten.
      qc.removeQueries({ queryKey: walletKeys.all });
      qc.removeQueries({ queryKey: rewardKeys.all });
    };
  }, [token, qc]);
};
