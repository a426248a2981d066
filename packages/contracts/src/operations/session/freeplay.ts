import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { loginValueSchema } from './shapes.js';

export const loginFreeplay = defineOperation({
  id: 'loginFreeplay',
  ...API.loginFreeplay,
  summary: 'Create a trial account (type 4) and log it in, when FREEPLAY3 is on',
  tags: ['session'],
  auth: 'none',
  body: z.object({ os: text().max(32).optional(), platform: z.literal('W').optional() }).optional(),
  value: loginValueSchema,
});
