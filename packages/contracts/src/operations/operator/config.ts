import { z } from 'zod';
import { LANGUAGES, THIRD_PARTY_PROVIDERS } from '../../enums.js';
import { PATTERN_IDS, REGISTER_FIELDS } from '../../patterns.js';
import { freeText, text } from '../../text.js';
import { defineOperatorOperation, OPERATOR_BASE } from './common.js';

/**
 * Brand configuration in the back office: the whitelabel toggle tree, registration rules, general
 * settings, access (maintenance window, region blocks, login-first) and third-party login. Every change
 * is audited and reaches the portal without a restart.
 */
const base = `${OPERATOR_BASE}/config`;
const tags = ['operator', 'operator-config'];

/** Longest registration pattern an operator may save: long patterns are where backtracking hides. */
export const MAX_RULE_PATTERN_LENGTH = 200;
/** An ISO date-time with its offset, sent as text (no control characters). */
const isoDate = text().refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, 'an ISO date-time');
const isHttpUrl = (v: string) => z.url({ protocol: /^https?$/ }).safeParse(v).success;

// Whitelabel toggles

/** One module of the whitelabel tree: its own switch and whether it is on once its parents are counted. */
export const configToggleSchema = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  enabled: z.boolean(),
  /** On and every ancestor on: what the portal sees. */
  effective: z.boolean(),
  sort: z.number().int(),
});
export type ConfigToggle = z.infer<typeof configToggleSchema>;
const togglesValue = z.object({ list: z.array(configToggleSchema) });

export const operatorConfigToggles = defineOperatorOperation({
  id: 'operatorConfigToggles',
  method: 'GET',
  path: `${base}/toggles`,
  summary: 'The whitelabel module tree (flat, with parents) and each switch',
  tags,
  permission: 'config.read',
  value: togglesValue,
});

export const operatorSetConfigToggle = defineOperatorOperation({
  id: 'operatorSetConfigToggle',
  method: 'PUT',
  path: `${base}/toggles`,
  summary: 'Switch one whitelabel module on or off (ROOT cannot be switched off)',
  tags,
  permission: 'config.write',
  body: z.object({ modId: text().regex(/^[A-Z0-9_]{2,40}$/), enabled: z.boolean() }),
  value: togglesValue,
});

// Registration rules

export const configRegisterRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  /** False: the brand has no row for this field yet (the portal then applies only the operation's rules). */
  configured: z.boolean(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: z.number().int(),
  acceptedPattern: z.string(),
});
export type ConfigRegisterRule = z.infer<typeof configRegisterRuleSchema>;
const registerRulesValue = z.object({
  list: z.array(configRegisterRuleSchema),
  /** The pattern catalogue: the id names the message the portal shows, the pattern is the default check. */
  patterns: z.array(z.object({ id: z.number().int(), pattern: z.string() })),
});

export const operatorConfigRegisterRules = defineOperatorOperation({
  id: 'operatorConfigRegisterRules',
  method: 'GET',
  path: `${base}/register-rules`,
  summary: 'Registration rules per field (pattern, length, required) and the pattern catalogue',
  tags,
  permission: 'config.read',
  value: registerRulesValue,
});

const rulePattern = text().min(1).max(MAX_RULE_PATTERN_LENGTH);

export const setRegisterRuleBody = z
  .object({
    field: z.enum(REGISTER_FIELDS),
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().min(0).max(255),
    maxLength: z.number().int().min(1).max(255),
    patternId: z
      .number()
      .int()
      .refine((id) => PATTERN_IDS.includes(id), 'unknown pattern id'),
    /** A regular expression (checked: it must compile and must not backtrack catastrophically), or '*'. */
    acceptedPattern: rulePattern,
  })
  .refine((r) => r.minLength <= r.maxLength, { message: 'minLength is above maxLength', path: ['minLength'] });

export const operatorSetRegisterRule = defineOperatorOperation({
  id: 'operatorSetRegisterRule',
  method: 'PUT',
  path: `${base}/register-rules`,
  summary: 'Save the registration rule of one field; an unsafe or invalid pattern is refused',
  tags,
  permission: 'config.write',
  body: setRegisterRuleBody,
  value: registerRulesValue,
});

export const PATTERN_PROBLEMS = ['SYNTAX', 'UNSAFE'] as const;
export const operatorCheckRegisterPattern = defineOperatorOperation({
  id: 'operatorCheckRegisterPattern',
  method: 'POST',
  path: `${base}/register-rules/check`,
  summary: 'Check a registration pattern before saving it: it compiles, and it answers fast on hostile input',
  tags,
  permission: 'config.read',
  body: z.object({ pattern: rulePattern }),
  value: z.object({ ok: z.boolean(), problem: z.enum(PATTERN_PROBLEMS).nullable(), message: z.string() }),
});

// General

const cdnUrl = text()
  .max(300)
  .refine(isHttpUrl, 'an http(s) URL')
  .refine((u) => !/[?#]/.test(u), 'a base URL, without query or fragment');

export const configGeneralSchema = z.object({
  languages: z.array(z.enum(LANGUAGES)).min(1).max(LANGUAGES.length),
  defaultLanguage: z.enum(LANGUAGES),
  currency: text().regex(/^[A-Z]{3}$/, 'an ISO 4217 code, e.g. PHP'),
  currencySymbol: freeText().trim().min(1).max(8),
  imageCdns: z.array(cdnUrl).max(10),
  launchGameCdns: z.array(cdnUrl).max(10),
});
export type ConfigGeneral = z.infer<typeof configGeneralSchema>;

export const setConfigGeneralBody = configGeneralSchema
  .refine((g) => new Set(g.languages).size === g.languages.length, {
    message: 'a language is listed twice',
    path: ['languages'],
  })
  .refine((g) => g.languages.includes(g.defaultLanguage), {
    message: 'the default language must be one of the enabled languages',
    path: ['defaultLanguage'],
  });

export const operatorConfigGeneral = defineOperatorOperation({
  id: 'operatorConfigGeneral',
  method: 'GET',
  path: `${base}/general`,
  summary: 'Languages, currency and symbol, image and game-launch CDNs',
  tags,
  permission: 'config.read',
  value: configGeneralSchema,
});

export const operatorSetConfigGeneral = defineOperatorOperation({
  id: 'operatorSetConfigGeneral',
  method: 'PUT',
  path: `${base}/general`,
  summary: 'Save languages, currency and symbol, and CDNs',
  tags,
  permission: 'config.write',
  body: setConfigGeneralBody,
  value: configGeneralSchema,
});

// Access: maintenance window, login-first, region blocks

export const REGION_BLOCK_KINDS = ['COUNTRY', 'CIDR'] as const;
export const configAccessSchema = z.object({
  maintenance: z.object({
    on: z.boolean(),
    /** Start of a planned window (ISO); null: from the moment it is switched on. */
    from: z.string().nullable(),
    /** Planned end (ISO); the portal shows it, and maintenance ends by itself then. */
    until: z.string().nullable(),
    message: z.string(),
    /** Whether the portal is in maintenance right now. */
    active: z.boolean(),
  }),
  loginFirst: z.boolean(),
  regionBlocks: z.array(z.object({ kind: z.enum(REGION_BLOCK_KINDS), value: z.string() })),
  /** The operator's own address as the server sees it (region blocks never apply to the back office). */
  you: z.object({ ip: z.string(), countryCode: z.string(), blockedOnPortal: z.boolean() }),
});
export type ConfigAccess = z.infer<typeof configAccessSchema>;

export const operatorConfigAccess = defineOperatorOperation({
  id: 'operatorConfigAccess',
  method: 'GET',
  path: `${base}/access`,
  summary: 'Maintenance window, login-first and region blocks',
  tags,
  permission: 'config.read',
  value: configAccessSchema,
});

export const setMaintenanceBody = z
  .object({
    on: z.boolean(),
    from: isoDate.nullable().default(null),
    until: isoDate.nullable().default(null),
    message: freeText().trim().max(500).default(''),
  })
  .refine((m) => !m.from || !m.until || Date.parse(m.from) < Date.parse(m.until), {
    message: 'the window must end after it starts',
    path: ['until'],
  });

export const operatorSetMaintenance = defineOperatorOperation({
  id: 'operatorSetMaintenance',
  method: 'PUT',
  path: `${base}/maintenance`,
  summary: 'Switch maintenance on or off, with an optional window and a message for the portal',
  tags,
  permission: 'config.write',
  body: setMaintenanceBody,
  value: configAccessSchema,
});

export const operatorSetLoginFirst = defineOperatorOperation({
  id: 'operatorSetLoginFirst',
  method: 'PUT',
  path: `${base}/login-first`,
  summary: 'Login-first: visitors must sign in before anything but the open pages',
  tags,
  permission: 'config.write',
  body: z.object({ on: z.boolean() }),
  value: configAccessSchema,
});

const regionBlock = z
  .object({ kind: z.enum(REGION_BLOCK_KINDS), value: text().trim().min(1).max(64) })
  .refine((b) => b.kind !== 'COUNTRY' || /^[A-Z]{2}$/.test(b.value), {
    message: 'an ISO alpha-2 country code, e.g. VN',
    path: ['value'],
  });

export const operatorAddRegionBlock = defineOperatorOperation({
  id: 'operatorAddRegionBlock',
  method: 'POST',
  path: `${base}/region-blocks`,
  summary: 'Block a country or an address range (CIDR) on the portal; the back office is never blocked',
  tags,
  permission: 'config.write',
  body: regionBlock,
  value: configAccessSchema,
});

export const operatorRemoveRegionBlock = defineOperatorOperation({
  id: 'operatorRemoveRegionBlock',
  method: 'DELETE',
  path: `${base}/region-blocks`,
  summary: 'Lift a region block',
  tags,
  permission: 'config.write',
  query: regionBlock,
  value: configAccessSchema,
});

// Third-party login

export const configThirdPartySchema = z.object({
  provider: z.enum(THIRD_PARTY_PROVIDERS),
  /** The whitelabel module (GOOGLELOGIN3, FACEBOOKLOGIN3) is on: the portal offers the button. */
  enabled: z.boolean(),
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  /** The secret is write-only: only whether one is stored. */
  secretSet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ConfigThirdParty = z.infer<typeof configThirdPartySchema>;
const thirdPartyValue = z.object({ list: z.array(configThirdPartySchema) });

export const operatorConfigThirdParty = defineOperatorOperation({
  id: 'operatorConfigThirdParty',
  method: 'GET',
  path: `${base}/third-party`,
  summary: 'Third-party login providers: on or off, client id, whether a secret is set',
  tags,
  permission: 'config.read',
  value: thirdPartyValue,
});

export const operatorSetThirdParty = defineOperatorOperation({
  id: 'operatorSetThirdParty',
  method: 'PUT',
  path: `${base}/third-party`,
  summary: 'Configure a provider; without a secret the stored one is kept',
  tags,
  permission: 'config.write',
  body: z.object({
    provider: z.enum(THIRD_PARTY_PROVIDERS),
    enabled: z.boolean(),
    clientId: text().trim().min(1).max(255),
    clientSecret: text().min(1).max(512).optional(),
    /** The provider's OpenID issuer; its own public one when omitted. */
    issuer: text().max(300).refine(isHttpUrl, 'an http(s) URL').optional(),
  }),
  value: thirdPartyValue,
});

export const operatorClearThirdParty = defineOperatorOperation({
  id: 'operatorClearThirdParty',
  method: 'DELETE',
  path: `${base}/third-party`,
  summary: 'Remove a provider (client id and secret) and switch its button off',
  tags,
  permission: 'config.write',
  query: z.object({ provider: z.enum(THIRD_PARTY_PROVIDERS) }),
  value: thirdPartyValue,
});
