import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Services } from '../services.js';
import { outboxPlugin } from './outbox/outbox.routes.js';
import { createOutboxService } from './outbox/outbox.service.js';
import { sandboxGatewayPlugin } from './sandbox-gateway/sandbox-gateway.routes.js';
import { createSandboxGateway } from './sandbox-gateway/sandbox-gateway.service.js';
import { injectTransport } from './vendor-simulator/simulator-client.js';
import { simulatorPlugin } from './vendor-simulator/simulator.routes.js';
import { createSimulatorService } from './vendor-simulator/simulator.service.js';
import { transferSimulatorPlugin } from './vendor-simulator/transfer-simulator.routes.js';
import { createTransferSimulator } from './vendor-simulator/transfer-simulator.service.js';

export type DevServices = ReturnType<typeof createDevServices>;

/**
 * Demo and test stand-ins for the outside world (OUTBOX, SANDBOX_GATEWAY and VENDOR_SIMULATOR, on
 * in demo mode): each is null unless its flag is on. They reach the platform through `app`'s own
 * HTTP handling, as the outside services they stand for would over the network.
 */
export const createDevServices = (app: FastifyInstance, database: Database, config: Config, services: Services) => {
  const transport = injectTransport(app);
  const merchantOf = async (host: string | undefined) => (await services.brands.resolve(undefined, host)).merchant.code;
  return {
    outbox: config.OUTBOX
      ? createOutboxService({
          verification: services.verification,
          operators: services.operators,
          brands: services.brands,
        })
      : null,
    sandboxGateway: config.SANDBOX_GATEWAY
      ? createSandboxGateway({
          deposits: services.deposits,
          secret: config.SANDBOX_GATEWAY_SECRET,
          http: async (url, body, headers) => {
            const res = await transport(url, body, headers);
            return res.status === 200 ? res.json : null;
          },
        })
      : null,
    simulator: config.VENDOR_SIMULATOR
      ? createSimulatorService({ vendors: services.vendors, transport, merchantOf })
      : null,
    transferSimulator: config.VENDOR_SIMULATOR
      ? createTransferSimulator(database.db, { vendors: services.vendors, transport, merchantOf })
      : null,
  };
};

/** Registers the routes of the stand-ins that are on. */
export const devPlugin = async (app: FastifyInstance, { dev }: { dev: DevServices }) => {
  if (dev.outbox) await app.register(outboxPlugin, { outbox: dev.outbox });
  if (dev.sandboxGateway) await app.register(sandboxGatewayPlugin, { gateway: dev.sandboxGateway });
  if (dev.simulator) await app.register(simulatorPlugin, { simulator: dev.simulator });
  if (dev.transferSimulator) await app.register(transferSimulatorPlugin, { simulator: dev.transferSimulator });
};
