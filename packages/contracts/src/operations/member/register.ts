import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { freeText, text } from '../../text.js';
import { loginDeviceIdSchema, loginValueSchema } from '../session/shapes.js';

const opt = freeText().trim().max(255).optional().nullable();

/**
 * Decrypted registration payload (docs/payload-encryption.md). Field rules (pattern, length, required) come from
 * the brand's registration settings and are checked by the service with `matchesRule`.
 */
export const registerBodySchema = z.object({
  username: text().trim().max(64).optional(),
  password: text().max(128).optional(),
  confirmPassword: text().max(128).optional(),
  payeeName: opt,
  email: opt,
  qqNum: opt,
  mobileNum: opt,
  recommenderId: opt,
  captcha: opt,
  verificationCode: text().trim().max(255).optional().nullable(),
  affiliateCode: opt,
  paymentPassword: text().max(64).optional().nullable(),
  line: opt,
  whatsapp: opt,
  facebook: opt,
  wechat: opt,
  idNumber: opt,
  referralCode: opt,
  domain: opt,
  countryDialingCode: text()
    .trim()
    .regex(/^[0-9]{1,4}$/)
    .optional()
    .nullable(),
  login: z.boolean().optional(),
  registerUrl: text().max(2048).optional().nullable(),
  registerMethod: text().max(16).optional(),
  loginDeviceId: loginDeviceIdSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const register = defineOperation({
  id: 'register',
  ...API.register,
  summary: 'Register by username (encrypted); the new member is logged in',
  tags: ['member'],
  auth: 'none',
  body: registerBodySchema,
  value: loginValueSchema,
});

export const registerMobile = defineOperation({
  id: 'registerMobile',
  ...API.registerMobile,
  summary: 'Register by mobile with an SMS code (encrypted); username = mobileNum',
  tags: ['member'],
  auth: 'none',
  body: registerBodySchema,
  value: loginValueSchema,
});
