import { z } from 'zod';
import { API } from '../../api-routes.js';
import { moneyValue } from '../../money.js';
import { defineOperation } from '../../operation.js';
import { REFERRAL_STATUSES } from '../../vip-enums.js';

/** The brand's referral rule as members read it (the page builds the rules text from these figures). */
export const referralRuleSchema = z.object({
  minFirstDeposit: moneyValue,
  minTurnover: moneyValue,
  withinDays: z.number().int(),
  referrerReward: moneyValue,
  referrerWageringX100: z.number().int(),
  refereeReward: moneyValue,
  refereeWageringX100: z.number().int(),
});

export const referralInviteeSchema = z.object({
  /** Masked account (maskAccount). */
  name: z.string(),
  registeredAt: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  /** The referrer's reward for this invitee (0 until rewarded). */
  reward: moneyValue,
});

export const getReferralSummary = defineOperation({
  id: 'getReferralSummary',
  ...API.getReferralSummary,
  summary: "The member's referral code, the brand's rule, and the members they invited",
  tags: ['referral'],
  auth: 'token',
  value: z.object({
    /** The REFERRAL flag and an enabled rule: false shows activity_coming. */
    enabled: z.boolean(),
    referralCode: z.string(),
    rule: referralRuleSchema.nullable(),
    invitees: z.array(referralInviteeSchema),
    totals: z.object({ invited: z.number().int(), rewarded: z.number().int(), earned: moneyValue }),
  }),
});
