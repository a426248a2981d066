import { getRsaKey } from '@pagoda/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../lib/route.js';
import type { KeysService } from './keys.service.js';

export const keysRoutes = (app: FastifyInstance, keys: KeysService) => {
  registerOperation(app, getRsaKey, () => keys.rsaKey());
};
