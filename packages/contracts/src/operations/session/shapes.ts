import { z } from 'zod';
import { text } from '../../text.js';

/** Value of a successful login, registration or free-play call: the session token and what the portal does next. */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the portal must open the change-password modal (default or expired password). */
  changePasswordRequired: z.boolean(),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

export const mobileSchema = text()
  .trim()
  .regex(/^[0-9]{4,16}$/, 'digits only');
export const dialingCodeSchema = text()
  .trim()
  .regex(/^[0-9]{1,4}$/, 'digits only');
export const loginDeviceIdSchema = text().max(64).optional();
