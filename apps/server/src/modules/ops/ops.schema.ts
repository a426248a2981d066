import { BANNER_GROUPS, LANGUAGES, LINKAGE_TYPES } from '@pagoda/contracts';
import { z } from 'zod';
import { isValidCidr } from '../geo/geo.service.js';

const merchant = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const onOff = z.enum(['on', 'off']);

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
    title: z.string().min(1).max(200),
    content: z.string().max(20_000).default(''),
    language: z.enum(LANGUAGES).default('EN'),
  }),
  z.object({ command: z.literal('announcement-remove'), merchant, id: z.coerce.number().int().positive() }),
  z.object({
    command: z.literal('announcement-list'),
    merchant,
    type: z.enum(['B', 'PL', 'PU', 'PR', 'H']).optional(),
  }),
]);

export type OpsCommand = z.infer<typeof opsCommandSchema>;
