import { z } from 'zod';
import { API } from '../../api-routes.js';
import { THIRD_PARTY_PROVIDERS } from '../../enums.js';
import { defineOperation } from '../../operation.js';
import { freeText, text } from '../../text.js';
import { loginDeviceIdSchema, loginValueSchema } from './shapes.js';

export const thirdPartyProviderSchema = z.enum(THIRD_PARTY_PROVIDERS);

/** One-time ticket the OIDC callback puts in the portal's URL fragment (never a session token). */
const ticketSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'invalid ticket');

export const thirdPartyProvidersValueSchema = z.object({
  /** Providers whose module is on and which the brand has configured; the secret never leaves the server. */
  providers: z.array(thirdPartyProviderSchema),
  /** FIREBASECREATEACC3: an unlinked identity may register a new member. */
  registerNew: z.boolean(),
});

export const getThirdPartyProviders = defineOperation({
  id: 'getThirdPartyProviders',
  ...API.getThirdPartyProviders,
  summary: 'Third-party one-click login buttons to show (Google, Facebook)',
  tags: ['session'],
  auth: 'none',
  value: thirdPartyProvidersValueSchema,
});

/** What the portal shows on bind_customer_required (value of that error). */
export const bindCustomerRequiredValueSchema = z.object({
  provider: thirdPartyProviderSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** A username that fits the brand's rule, derived from the e-mail or name; the member may change it. */
  suggestedUsername: z.string(),
  registerNew: z.boolean(),
});
export type BindCustomerRequiredValue = z.infer<typeof bindCustomerRequiredValueSchema>;

export const thirdPartyLogin = defineOperation({
  id: 'thirdPartyLogin',
  ...API.thirdPartyLogin,
  summary:
    'Exchange the ticket from the provider callback for a session; an unlinked identity answers 403 bind_customer_required',
  tags: ['session'],
  auth: 'none',
  body: z.object({ ticket: ticketSchema, loginDeviceId: loginDeviceIdSchema }),
  value: loginValueSchema,
});

/** Decrypted body of POST /wps/session/oauth/bind (E): links the identity to an existing member. */
export const thirdPartyBindBodySchema = z.object({
  ticket: ticketSchema,
  username: text().trim().min(1).max(64),
  password: text().min(1).max(128),
  captcha: text().trim().max(8).nullish(),
  loginDeviceId: loginDeviceIdSchema,
});

export const thirdPartyBind = defineOperation({
  id: 'thirdPartyBind',
  ...API.thirdPartyBind,
  summary: 'Log in to an existing account with its password and link the third-party identity to it (encrypted)',
  tags: ['session'],
  auth: 'none',
  body: thirdPartyBindBodySchema,
  value: loginValueSchema,
});

const opt = freeText().trim().max(255).optional().nullable();

/** Decrypted body of PUT /wps/session/oauth/register (E): a new member from the verified identity. */
export const thirdPartyRegisterBodySchema = z.object({
  ticket: ticketSchema,
  username: text().trim().min(1).max(64),
  /** Other registration fields the brand requires; the e-mail defaults to the provider's verified one. */
  email: opt,
  payeeName: opt,
  qqNum: opt,
  line: opt,
  whatsapp: opt,
  facebook: opt,
  wechat: opt,
  idNumber: opt,
  loginDeviceId: loginDeviceIdSchema,
});

export const thirdPartyRegister = defineOperation({
  id: 'thirdPartyRegister',
  ...API.thirdPartyRegister,
  summary: 'Register a new member from the third-party identity and log in, when FIREBASECREATEACC3 is on (encrypted)',
  tags: ['session'],
  auth: 'none',
  body: thirdPartyRegisterBodySchema,
  value: loginValueSchema,
});
