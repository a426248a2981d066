import { z } from 'zod';
import { csTypeSchema, languageSchema, resourceTypeSchema } from '../../schemas.js';
import type { BrandIdentity, WhitelabelNode } from '../../whitelabel.js';

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
  patternId: z.number().int().min(0).max(19),
  acceptedPattern: z.string(),
});
export const registerRulesSchema = z.record(z.string(), registerRuleSchema);

export const resourceSchema = z.object({
  resourceType: resourceTypeSchema,
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
  icon: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({
  csType: csTypeSchema,
  title: z.string(),
  /** Plain URL. The original DES-wrapped it; see docs/decisions.md. */
  path: z.string(),
  csPosition: z.number().int(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const domainRouteSchema = z.object({
  customerService: z.array(customerServiceSchema),
  domainList: z.array(z.object({ domainName: z.string(), speed: z.number() })),
});

/** The brand's name, logos and default dialling code (BrandIdentity in whitelabel.ts). */
export const brandIdentitySchema = z.object({
  name: z.string(),
  logo: z.object({ light: z.string(), dark: z.string(), mark: z.string() }),
  defaultDialingCode: z.string().regex(/^\d{1,4}$/),
}) satisfies z.ZodType<BrandIdentity>;

export const brandSchema = z.object({
  ...brandIdentitySchema.shape,
  merchantCode: z.string(),
  platform: z.literal('W'),
  lotteryRegion: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  languages: z.array(languageSchema).min(1),
  defaultLanguage: languageSchema,
  loginedToHomePage: z.boolean(),
  esportsVendors: z.array(z.string()),
});
export type Brand = z.infer<typeof brandSchema>;

export const locationSchema = z.object({ ip: z.string(), countryCode: z.string() });
