import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';

export const getRecentLogins = defineOperation({
  id: 'getRecentLogins',
  ...API.getRecentLogins,
  summary: "The member's ten most recent successful logins (time, IP, method)",
  tags: ['member'],
  auth: 'token',
  value: z.array(z.object({ time: z.number().int(), ip: z.string(), method: z.string() })),
});

export const setPaymentPassword = defineOperation({
  id: 'setPaymentPassword',
  ...API.setPaymentPassword,
  summary: 'Set the payment password (with the login password) or change it (with the old one); encrypted',
  tags: ['member'],
  auth: 'token',
  body: z.object({
    loginPassword: text().max(128).optional(),
    oldPaymentPassword: text().max(64).optional(),
    newPaymentPassword: text().min(1).max(64),
    confirmPaymentPassword: text().min(1).max(64),
  }),
  value: z.null(),
});

export const setupTotp = defineOperation({
  id: 'setupTotp',
  ...API.setupTotp,
  summary: 'Start binding Google Authenticator: a new secret and its otpauth URL (for the QR code)',
  tags: ['member'],
  auth: 'token',
  value: z.object({ secret: z.string(), otpauthUrl: z.string() }),
});

export const bindTotp = defineOperation({
  id: 'bindTotp',
  ...API.bindTotp,
  summary: 'Confirm the Google Authenticator binding with a current code',
  tags: ['member'],
  auth: 'token',
  body: z.object({
    code: text()
      .trim()
      .regex(/^\d{6}$/, '6 digits'),
  }),
  value: z.null(),
});
