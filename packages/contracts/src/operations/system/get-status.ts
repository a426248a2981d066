import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { text } from '../../text.js';
import {
  brandSchema,
  customerServiceSchema,
  domainRouteSchema,
  locationSchema,
  registerRulesSchema,
  resourceSchema,
  whitelabelNodeSchema,
} from './shapes.js';

export const statusValueSchema = z.object({
  /** What the portal shows: 0 the site, 1 the maintenance page, 2 the region-block page. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Epoch millis when maintenance is planned to end, or null when unknown. */
  maintenanceEnd: z.number().int().nullable(),
  /** The operator's message for the maintenance page, when maintenance is on and one is set. */
  maintenanceMessage: z.string().optional(),
  location: locationSchema,
  test: z.boolean(),
  info: z.object({
    brand: brandSchema,
    whitelabel: whitelabelNodeSchema,
    register: registerRulesSchema,
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    domainRoute: domainRouteSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

export const getStatus = defineOperation({
  id: 'getStatus',
  ...API.getStatus,
  summary: 'Permission response: system state, brand configuration and visitor location',
  tags: ['system'],
  auth: 'optional',
  query: z.object({ url: text().max(253).optional() }),
  value: statusValueSchema,
});
