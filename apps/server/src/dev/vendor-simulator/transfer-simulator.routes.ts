import { VENDOR_HEADERS, vendorFundBody, vendorFundStatusBody } from '@pagoda/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, ErrorCode } from '../../lib/app-error.js';
import { firstHeader, rawJsonBody } from '../../lib/http.js';
import { DEMO_GAME_PAGE } from './demo-game.js';
import { simGameBody, simSpinBody } from './simulator.routes.js';
import { TRANSFER_SIM_PATH, type TransferSimulator } from './transfer-simulator.service.js';

const spinBody = simSpinBody;

/** A signed call's body, read once its signature holds; a bad one is a 400, never a 500. */
const bodyOf = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(ErrorCode.ValidationFailed, parsed.error.issues[0]?.message);
  return parsed.data;
};

/** The platform's fund calls, signed over the exact bytes sent (hence a scope with the raw body). */
const fundPlugin = async (app: FastifyInstance, { simulator }: { simulator: TransferSimulator }) => {
  await app.register(rawJsonBody);
  const callerOf = (req: FastifyRequest) =>
    simulator.verify(
      {
        merchant: firstHeader(req.headers[VENDOR_HEADERS.merchant]) ?? '',
        vendor: firstHeader(req.headers[VENDOR_HEADERS.vendor]) ?? '',
        signature: firstHeader(req.headers[VENDOR_HEADERS.signature]) ?? '',
      },
      req.rawBody ?? '',
    );
  for (const direction of ['IN', 'OUT'] as const) {
    app.post(
      `${TRANSFER_SIM_PATH}/${direction === 'IN' ? 'fundIn' : 'fundOut'}`,
      { schema: { hide: true } },
      async (req) => simulator.fund(await callerOf(req), direction, bodyOf(vendorFundBody, req.body)),
    );
  }
  app.post(`${TRANSFER_SIM_PATH}/status`, { schema: { hide: true } }, async (req) =>
    simulator.status(await callerOf(req), bodyOf(vendorFundStatusBody, req.body).reference),
  );
};

/** The transfer-mode vendor simulator: its fund API, and the demo slot that plays from its wallet. */
export const transferSimulatorPlugin = async (
  app: FastifyInstance,
  { simulator }: { simulator: TransferSimulator },
) => {
  await app.register(fundPlugin, { simulator });
  // The demo game: the page is the seamless simulator's, its API plays from this vendor's wallet.
  app.get(`${TRANSFER_SIM_PATH}/game`, { schema: { hide: true } }, (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(DEMO_GAME_PAGE),
  );
  app.post(`${TRANSFER_SIM_PATH}/api/session`, { schema: { hide: true, body: simGameBody } }, async (req) => ({
    success: true,
    value: await simulator.session(req.headers.host, req.body as z.output<typeof simGameBody>),
  }));
  app.post(`${TRANSFER_SIM_PATH}/api/spin`, { schema: { hide: true, body: spinBody } }, async (req) => ({
    success: true,
    value: await simulator.spin(req.headers.host, req.body as z.output<typeof spinBody>),
  }));
};
