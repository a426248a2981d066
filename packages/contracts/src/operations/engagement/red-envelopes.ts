import { z } from 'zod';
import { API } from '../../api-routes.js';
import { RAIN_STATES } from '../../engagement-enums.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { rowIdSchema } from '../../schemas.js';
import { text } from '../../text.js';

export const getRedEnvelopeRain = defineOperation({
  id: 'getRedEnvelopeRain',
  ...API.getRedEnvelopeRain,
  summary: 'The red-envelope rain now (ACTIVE) or the next one (UPCOMING), with what the member may still open',
  tags: ['engagement'],
  auth: 'token',
  query: z.object({ language: text().max(8).optional() }),
  value: z.object({
    state: z.enum(RAIN_STATES),
    /** The active rain's id (null when none is active). */
    rainId: z.number().int().nullable(),
    title: z.string(),
    startsAt: z.number().int().nullable(),
    endsAt: z.number().int().nullable(),
    /** Server time (epoch ms), so the countdown does not depend on the device clock. */
    now: z.number().int(),
    /** Envelopes the member may still open in the active rain (0 when not eligible or at the cap). */
    remainingForMe: z.number().int(),
    /** Envelopes left in the active rain. */
    envelopesLeft: z.number().int(),
    eligible: z.boolean(),
    /** What the member opened in this rain. */
    opened: z.array(moneyValue),
  }),
});

export const claimRedEnvelope = defineOperation({
  id: 'claimRedEnvelope',
  ...API.claimRedEnvelope,
  summary: 'Opens one envelope of the active rain: its amount is credited at once (with its wagering)',
  tags: ['engagement'],
  auth: 'token',
  body: z.object({ rainId: rowIdSchema }),
  value: z.object({
    rainId: z.number().int(),
    amount: moneyValue,
    rewardItemId: z.number().int(),
    /** True when the money is already in the wallet; false: it waits in the reward centre. */
    credited: z.boolean(),
    remainingForMe: z.number().int(),
  }),
});
