import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEMO_GAME_CSS, DEMO_GAME_JS, DEMO_GAME_PAGE } from './demo-game.js';
import { SIM_VENDOR, type SimulatorService } from './simulator.service.js';

const send = (reply: FastifyReply, type: string, body: string) =>
  reply.header('content-type', type).header('cache-control', 'no-store').send(body);

/**
 * The demo slot's own calls: the launch token and the vendor it was launched for; after the first
 * exchange, the sealed session the page keeps (a reload resumes with it).
 */
export const simGameBody = z.object({
  token: z.string().max(64),
  vendor: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  session: z.string().max(2_000).optional(),
});
const simTokenBody = simGameBody.extend({ vendor: simGameBody.shape.vendor.default(SIM_VENDOR) });
/** The bets the demo slot offers. */
export const simBet = z.enum(['1.00', '5.00', '10.00', '50.00']);
/** A spin needs the page's session (the launch token alone no longer opens anything). */
export const simSpinBody = z.object({ session: z.string().max(2_000), vendor: simGameBody.shape.vendor, bet: simBet });
const seamlessSpinBody = simSpinBody.extend({ vendor: simGameBody.shape.vendor.default(SIM_VENDOR) });

/** The seamless vendor simulator's demo game (demo mode and tests): a small slot in the game iframe. */
export const simulatorPlugin = async (app: FastifyInstance, { simulator }: { simulator: SimulatorService }) => {
  app.get('/sim/vendor/game', { schema: { hide: true } }, (_req, reply) =>
    send(reply, 'text/html; charset=utf-8', DEMO_GAME_PAGE),
  );
  app.get('/sim/vendor/game.css', { schema: { hide: true } }, (_req, reply) =>
    send(reply, 'text/css; charset=utf-8', DEMO_GAME_CSS),
  );
  app.get('/sim/vendor/game.js', { schema: { hide: true } }, (_req, reply) =>
    send(reply, 'text/javascript; charset=utf-8', DEMO_GAME_JS),
  );
  app.post('/sim/vendor/api/session', { schema: { hide: true, body: simTokenBody } }, async (req) => ({
    success: true,
    value: await simulator.session(req.headers.host, req.body as z.output<typeof simTokenBody>),
  }));
  app.post('/sim/vendor/api/spin', { schema: { hide: true, body: seamlessSpinBody } }, async (req) => ({
    success: true,
    value: await simulator.spin(req.headers.host, req.body as z.output<typeof seamlessSpinBody>),
  }));
};
