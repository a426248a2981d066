import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

/** An affiliate code: letters and digits, as the registration rule's pattern 4 allows. */
export const affiliateCodeSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, 'letters and digits only');

/**
 * The portal's affiliate check (see `affiliateFromHost`): `code` is the first label of a 3-label host
 * (else "www") or the code from the link, `domain` the host's second label. `success` alone
 * answers the question; an unknown, disabled or other-domain code is `affiliate.code.invalid`.
 */
export const checkAffiliate = defineOperation({
  id: 'checkAffiliate',
  ...API.checkAffiliate,
  summary: 'Is this affiliate (invitation) code valid on this domain?',
  tags: ['agent'],
  auth: 'none',
  query: z.object({
    code: affiliateCodeSchema,
    domain: text()
      .trim()
      .max(63)
      .regex(/^[A-Za-z0-9-]*$/, 'one host label')
      .optional(),
  }),
  value: z.null(),
});
