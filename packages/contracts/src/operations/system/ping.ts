import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';

export const ping = defineOperation({
  id: 'ping',
  ...API.ping,
  summary: 'Domain probe used to pick the fastest alternative domain',
  tags: ['system'],
  auth: 'none',
  query: z.object({ speed: z.coerce.number().int().nonnegative().max(600_000).optional() }),
  value: z.object({ time: z.number().int() }),
});
