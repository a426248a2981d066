import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { dialingCodeSchema, mobileSchema } from '../session/shapes.js';

/** Same answer as the other code calls, so the portal's countdown button works unchanged. */
const codeSentValue = z.object({ expiredMinutes: z.number().int().positive(), expirationTime: z.number().int() });

const codeSchema = text()
  .trim()
  .regex(/^\d{6}$/, '6 digits');

/** The brand's e-mail rule is applied by the server; this only bounds the input. */
const emailSchema = text().trim().min(1).max(254);

/** Required only when a value is already bound (changing it): proves control of the account. */
const loginPasswordSchema = text().max(128).optional();

export const sendBindMobileCode = defineOperation({
  id: 'sendBindMobileCode',
  ...API.sendBindMobileCode,
  summary: 'Send a code to a new mobile number to bind it to the account (bind_send_verification_sms)',
  tags: ['member'],
  auth: 'token',
  body: z.object({ mobileNum: mobileSchema, countryDialingCode: dialingCodeSchema }),
  value: codeSentValue,
});

export const bindMobile = defineOperation({
  id: 'bindMobile',
  ...API.bindMobile,
  summary:
    'Bind or change the mobile number with the code sent to it; changing needs the login password (bind_verify_verification_sms); encrypted',
  tags: ['member'],
  auth: 'token',
  body: z.object({
    mobileNum: mobileSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: codeSchema,
    password: loginPasswordSchema,
  }),
  value: z.null(),
});

export const sendBindEmailCode = defineOperation({
  id: 'sendBindEmailCode',
  ...API.sendBindEmailCode,
  summary: 'E-mail a code to a new address to bind it to the account',
  tags: ['member'],
  auth: 'token',
  body: z.object({ email: emailSchema }),
  value: codeSentValue,
});

export const bindEmail = defineOperation({
  id: 'bindEmail',
  ...API.bindEmail,
  summary: 'Bind or change the e-mail address with the code sent to it; changing needs the login password; encrypted',
  tags: ['member'],
  auth: 'token',
  body: z.object({ email: emailSchema, verificationCode: codeSchema, password: loginPasswordSchema }),
  value: z.null(),
});
