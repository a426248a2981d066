import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import { loginDeviceIdSchema, loginValueSchema } from './shapes.js';

/** Decrypted body of POST /wps/session/login (E). */
export const loginBodySchema = z.object({
  username: text().trim().min(1).max(64),
  /** The password, or the SMS code when type is 'sms'. */
  password: text().min(1).max(128),
  captcha: text().trim().max(8).nullish(),
  type: z.enum(['username', 'sms', '']).default('username'),
  countryDialingCode: text()
    .trim()
    .regex(/^[0-9]{1,4}$/)
    .optional(),
  loginDeviceId: loginDeviceIdSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const login = defineOperation({
  id: 'login',
  ...API.login,
  summary: 'Log in by password or SMS code (encrypted); a failure may ask for a captcha in value.captcha',
  tags: ['session'],
  auth: 'none',
  body: loginBodySchema,
  value: loginValueSchema,
});
