import { getRsaKey } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { ModuleOptions } from '../../services.js';

export const keysPlugin = async (app: FastifyInstance, { services }: ModuleOptions) => {
  const { keys } = services;
  registerOperation(app, getRsaKey, () => keys.rsaKey());
};
