import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

export const getCaptcha = defineOperation({
  id: 'getCaptcha',
  ...API.getCaptcha,
  summary: 'A one-use captcha: value is a base64 PNG; its id travels in an HttpOnly cookie',
  tags: ['session'],
  auth: 'none',
  query: z.object({ t: text().max(20).optional() }),
  value: z.string(),
});
