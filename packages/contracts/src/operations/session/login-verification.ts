import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { freeText, text } from '../../text.js';
import { loginValueSchema } from './shapes.js';

/** Methods offered when a login comes from an address the member has not used (login_verify_required). */
export const loginVerifyMethodsSchema = z.object({
  sms: z.boolean(),
  email: z.boolean(),
  payeeName: z.boolean(),
  ga: z.boolean(),
});
export type LoginVerifyMethods = z.infer<typeof loginVerifyMethodsSchema>;

export const loginVerification = defineOperation({
  id: 'loginVerification',
  ...API.loginVerification,
  summary:
    'Complete a login from an unregistered IP with a second proof (encrypted): E e-mail, G authenticator, S SMS code, ' +
    'P payee name. Continues only the login that answered login_verify_required, through its single-use ticket ' +
    '(HttpOnly cookie pagoda_login_ticket, 5 minutes); a wrong proof spends it',
  tags: ['session'],
  auth: 'none',
  body: z.object({
    username: text().trim().min(1).max(64),
    /** Sent by the original client; not checked again (the ticket proves the login's password was right). */
    password: text().max(128).optional(),
    method: z.enum(['E', 'G', 'S', 'P']),
    email: text().trim().max(254).optional(),
    authCode: text().trim().max(10).optional(),
    mobileNum: text().trim().max(16).optional(),
    verificationCode: text().trim().max(16).optional(),
    payeeName: freeText().trim().max(100).optional(),
  }),
  value: loginValueSchema,
});
