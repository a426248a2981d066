// The page's link to its table: one LiveSocket for the page's life, the model folded from its messages, and a
// way for the table views to hear individual answers (their bet confirmed or refused).
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { StudioLang } from '../../../src/engine/types';
import type { ClientMessage, ServerMessage } from '../../../src/shared/live';
import { LiveSocket, liveUrl, type ConnectionState } from '../shared/live-socket';
import { applyMessage, EMPTY_MODEL, type LiveModel } from './live-state';
import { LIVE_ERRORS, liveText } from './live-text';

export type LiveLink = {
  model: LiveModel;
  conn: ConnectionState;
  /** False when the message could not be sent (not connected). */
  send: (message: ClientMessage) => boolean;
  /** Server time now (ms). */
  serverNow: () => number;
  subscribe: (listener: (message: ServerMessage) => void) => () => void;
};

/**
 * What the shell's onError gets for a protocol error: live codes as their translated sentence (the shell shows
 * plain sentences as they are), studio codes as codes (it translates them and ends the page on a lost session).
 */
export const errorForShell = (lang: StudioLang, code: string): string =>
  LIVE_ERRORS.has(code) ? liveText(lang, code as Parameters<typeof liveText>[1]) : code;

export const useLiveLink = (session: string, lang: StudioLang, onError: (code: string) => void): LiveLink => {
  const [model, dispatch] = useReducer(applyMessage, EMPTY_MODEL);
  const [conn, setConn] = useState<ConnectionState>('connecting');
  const socket = useRef<LiveSocket | null>(null);
  const listeners = useRef(new Set<(message: ServerMessage) => void>());

  const onMessage = useEffectEvent((message: ServerMessage) => {
    dispatch(message);
    for (const listener of listeners.current) listener(message);
    if (message.t === 'error') onError(errorForShell(lang, message.code));
  });

  useEffect(() => {
    const live = new LiveSocket({
      url: liveUrl(),
      session,
      onMessage: (m) => onMessage(m),
      onState: setConn,
    });
    socket.current = live;
    return () => {
      live.close();
      socket.current = null;
    };
  }, [session]);

  const send = useCallback((message: ClientMessage) => socket.current?.send(message) ?? false, []);
  const serverNow = useCallback(() => socket.current?.serverNow() ?? Date.now(), []);
  const subscribe = useCallback((listener: (message: ServerMessage) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  return { model, conn, send, serverNow, subscribe };
};
