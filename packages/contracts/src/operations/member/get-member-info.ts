import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  toUpline: z.enum(['0', '1']),
  /** The member's own referral code, for invite links (`?r=`); empty for trial accounts. */
  referralCode: z.string(),
  clubLabel: z.object({ labelName: z.string(), type: z.literal('AUTO'), rankLevel: z.number().int() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  mobile: z.string(),
  countryDialingCode: z.string(),
  email: z.string(),
  payee: z.string(),
  language: z.string(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  hasPaymentPassword: z.boolean(),
  hasTotp: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfo = defineOperation({
  id: 'getMemberInfo',
  ...API.getMemberInfo,
  summary: "The logged-in member's profile",
  tags: ['member'],
  auth: 'token',
  value: memberInfoSchema,
});
