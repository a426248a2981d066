import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

export const getRsaKey = defineOperation({
  id: 'getRsaKey',
  ...API.getRsaKey,
  summary: "The server's public key for encrypted (E) calls, base64 SPKI DER",
  tags: ['session'],
  auth: 'none',
  query: z.object({ t: text().max(20).optional() }),
  value: z.object({ publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256+A256GCM') }),
});
