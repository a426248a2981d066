import { BANNER_GROUPS, LANGUAGES, LINKAGE_TYPES, THIRD_PARTY_PROVIDERS } from '@pagoda/contracts';
import { z } from 'zod';
import { isValidCidr } from '../geo/geo.service.js';
import { isAllowedIssuer } from '../third-party/oidc-client.js';
import { moneyOpsCommands } from './money-ops.js';

const merchant = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const onOff = z.enum(['on', 'off']);
const affiliateCode = z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'letters and digits, 4 to 32');

/** Operator commands until the back office exists; the CLI and the internal endpoint share them. */
export const opsCommandSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('status'), merchant }),
  z.object({ command: z.literal('rotate-rsa'), merchant }),
  /** Resets a member's password to the default ({secret}); the next login must change it. */
  z.object({ command: z.literal('password-reset'), merchant, account: z.string().min(1).max(64) }),
  z.object({
    command: z.literal('maintenance'),
    merchant,
    state: onOff,
    until: z.iso.datetime({ offset: true }).optional(),
  }),
  z
    .object({
      command: z.literal('block'),
      merchant,
      action: z.enum(['add', 'remove']),
      kind: z.enum(['COUNTRY', 'CIDR']),
      value: z.string().max(64),
    })
    .refine((c) => (c.kind === 'COUNTRY' ? /^[A-Z]{2}$/.test(c.value) : isValidCidr(c.value)), {
      message: 'COUNTRY takes an ISO alpha-2 code (VN); CIDR an address with an optional prefix (10.0.0.0/8)',
      path: ['value'],
    }),
  /** loginedToHomePage: visitors must log in before anything but the open paths. */
  z.object({ command: z.literal('login-first'), merchant, state: onOff }),
  /** Third-party login: the OIDC client of GOOGLE or FACEBOOK; the issuer defaults to the provider's own. */
  z.object({
    command: z.literal('oauth-set'),
    merchant,
    provider: z.enum(THIRD_PARTY_PROVIDERS),
    issuer: z.url().refine(isAllowedIssuer, 'https, or http on localhost for a local test provider').optional(),
    clientId: z.string().min(1).max(255),
    clientSecret: z.string().min(1).max(512),
  }),
  z.object({ command: z.literal('oauth-clear'), merchant, provider: z.enum(THIRD_PARTY_PROVIDERS) }),
  z.object({ command: z.literal('oauth-list'), merchant }),
  z.object({ command: z.literal('toggle'), merchant, modId: z.string().regex(/^[A-Z0-9_]{2,40}$/), state: onOff }),
  z.object({
    command: z.literal('banner-add'),
    merchant,
    group: z.enum(BANNER_GROUPS),
    image: z.string().min(1).max(500),
    title: z.string().max(200).default(''),
    linkageType: z.enum(LINKAGE_TYPES).optional(),
    linkage: z.string().max(500).default(''),
  }),
  z.object({
    command: z.literal('notice-add'),
    merchant,
    /** PL: a marquee notice; PU: the popup the portal shows on entry, once per session. */
    type: z.enum(['PL', 'PU']).default('PL'),
    title: z.string().min(1).max(200),
    content: z.string().max(20_000).default(''),
    language: z.enum(LANGUAGES).default('EN'),
  }),
  z.object({ command: z.literal('announcement-remove'), merchant, id: z.coerce.number().int().positive() }),
  /** Affiliate (invitation) codes of an agent; `domain` binds a code to one host's second label. */
  z.object({
    command: z.literal('affiliate-add'),
    merchant,
    account: z.string().min(1).max(64),
    code: affiliateCode,
    domain: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,63}$/, 'one host label, e.g. pagoda for agent7.pagoda.example')
      .optional(),
  }),
  z.object({ command: z.literal('affiliate-list'), merchant, account: z.string().min(1).max(64).optional() }),
  z.object({ command: z.literal('affiliate-state'), merchant, code: affiliateCode, state: onOff }),
  z.object({
    command: z.literal('announcement-list'),
    merchant,
    type: z.enum(['B', 'PL', 'PU', 'PR', 'H']).optional(),
  }),
  /** Imports or updates a vendor's game list; the CLI sends the file's text. */
  z.object({
    command: z.literal('games-import'),
    merchant,
    format: z.enum(['json', 'csv']),
    content: z.string().min(1).max(900_000),
    vendor: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,32}$/)
      .optional(),
  }),
  /** Registers or updates a vendor from its manifest (the CLI fetches or reads it). */
  z.object({
    command: z.literal('vendor-register'),
    merchant,
    manifest: z.record(z.string(), z.unknown()),
    secret: z.string().min(32).max(200),
  }),
  /** Promotions: starts a red-envelope rain now (the schedule's, else the brand's first enabled one). */
  z.object({ command: z.literal('rain-now'), merchant, scheduleId: z.coerce.number().int().min(1).optional() }),
  ...moneyOpsCommands,
]);

export type OpsCommand = z.infer<typeof opsCommandSchema>;
