import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { clientMessage, LIVE_TABLES, type ServerMessage } from '../../../shared/live';
import { StudioAppError } from '../../lib/app-error';
import { messageText } from '../../lib/ws';
import type { SessionsService, StudioSession } from '../sessions/sessions.service';
import type { BlackjackRunner } from './blackjack-runner';
import type { PvpRunner } from './pvp-runner';
import type { TableRunner } from './table-runner';

/**
 * /ws: the live pages' socket. The first message authenticates with the studio session; the
 * session's game names the table. Every message is validated; a bad one answers an error and
 * never reaches the table.
 */
export const liveSocketRoutes = async (
  app: FastifyInstance,
  deps: {
    sessions: SessionsService;
    tables: Map<string, TableRunner>;
    rooms: Map<string, PvpRunner>;
    blackjack: BlackjackRunner | null;
  },
) => {
  await app.register(websocket, { options: { maxPayload: 8_192 } });
  app.get('/ws', { websocket: true }, (socket) => {
    let session: StudioSession | null = null;
    let leave: (() => void) | null = null;
    const send = (m: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
    };
    const fail = (code: string, id?: string) => send({ t: 'error', ...(id ? { id } : {}), code, message: code });
    // A socket that never authenticates is closed.
    const authTimer = setTimeout(() => session || socket.close(4001, 'auth'), 10_000);

    // Messages of one socket are handled in order (a bet right after auth waits for the auth).
    let queue: Promise<unknown> = Promise.resolve();
    socket.on('message', (raw) => {
      queue = queue
        .then(async () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(messageText(raw));
          } catch {
            return fail('studio.bad_request');
          }
          const m = clientMessage.safeParse(parsed);
          if (!m.success) return fail('studio.bad_request');
          const msg = m.data;
          if (msg.t === 'ping') return send({ t: 'pong' });
          if (msg.t === 'auth') {
            try {
              session = await deps.sessions.authenticate(`Bearer ${msg.session}`);
            } catch (err) {
              fail(err instanceof StudioAppError ? err.code : 'studio.unauthorized');
              return socket.close(4001, 'auth');
            }
            clearTimeout(authTimer);
            const table = deps.tables.get(session.session.game);
            const room = deps.rooms.get(session.session.game);
            const balance = await deps.sessions.balance(session).catch(() => 0n);
            leave?.();
            const bj = session.session.game === 'blackjack' ? deps.blackjack : null;
            send({
              t: 'hello',
              now: Date.now(),
              balance: Number(balance),
              currency: session.player.currency,
              table: table
                ? await table.snapshot(session.player)
                : bj
                  ? {
                      code: 'blackjack',
                      spots: [bj.limits],
                      history: [],
                      round: null,
                      myBets: [],
                      seated: 1,
                      timing: { bettingMs: 0, resultMs: 0 },
                    }
                  : null,
            });
            // A hand in play is shown again on return.
            const hand = bj ? await bj.current(session) : null;
            if (hand) send({ t: 'bj', state: hand });
            leave = table ? table.join(session.player, send) : room ? room.join(session, send) : null;
            return;
          }
          if (!session) return fail('studio.unauthorized');
          if (msg.t === 'bet') {
            const table = deps.tables.get(session.session.game);
            if (!table || !(LIVE_TABLES as readonly string[]).includes(session.session.game))
              return fail('live.not_allowed', msg.id);
            const r = await table.bet(session, msg.roundId, msg.bets);
            if ('error' in r && r.error) return fail(r.error, msg.id);
            if (!('myBets' in r)) return fail('studio.internal', msg.id);
            return send({ t: 'bets.ok', id: msg.id, myBets: r.myBets, balance: Number(r.balance) });
          }
          if (
            (msg.t === 'bj.deal' || msg.t === 'bj.action') &&
            deps.blackjack &&
            session.session.game === 'blackjack'
          ) {
            const r =
              msg.t === 'bj.deal'
                ? await deps.blackjack.deal(session, msg.amount)
                : await deps.blackjack.action(session, msg.action);
            return 'error' in r ? fail(r.error, msg.id) : send(r.msg);
          }
          const room = deps.rooms.get(session.session.game);
          if (room && msg.t.startsWith('pvp.')) {
            const refused = await room.action(session, msg as Parameters<PvpRunner['action']>[1]);
            if (refused) return fail(refused, msg.id);
            return;
          }
          return fail('live.not_allowed', msg.id);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'live socket message failed');
          fail('studio.internal');
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      leave?.();
    });
  });
};
