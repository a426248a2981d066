import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { gameCategorySchema } from '../../schemas.js';
import { text } from '../../text.js';

export const vendorCardSchema = z.object({
  id: z.number().int(),
  accountTypeId: z.number().int(),
  /** Vendor code. */
  accountTypeName: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  smallIcon: z.string(),
  lagerIcon: z.string(),
  /** "VASSALAGE" opens a game list, "game" launches directly. */
  isGame: z.enum(['VASSALAGE', 'game']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  freeplay: z.union([z.literal(0), z.literal(1)]),
  gameType: gameCategorySchema,
  title: gameCategorySchema,
  /** SEAMLESS: the vendor plays from the main wallet (the /seamless lobby lists these); TRANSFER: its own wallet. */
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  /**
   * The vendor's maintenance window when one is current or ahead (epoch ms; endTime null = open
   * ended), the same fields as the vendor_under_maintenance error; absent otherwise.
   */
  maintenance: z.object({ maintainTime: z.number().int(), endTime: z.number().int().nullable() }).optional(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  /** Only the DS88 lane carries an id (5), as in the original. */
  id: z.number().int().optional(),
  title: gameCategorySchema,
  gameClassify: z.string(),
  cards: z.array(vendorCardSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const getGameVendors = defineOperation({
  id: 'getGameVendors',
  ...API.getGameVendors,
  summary: 'Game vendors grouped by category (lanes); categories without vendors are left out',
  tags: ['games'],
  auth: 'optional',
  query: z.object({ merchantCode: text().max(32).optional() }),
  value: z.object({
    data: z.object({
      lanes: z.array(vendorLaneSchema),
      /** ELOTT when the ELOTT lane has TCG_LOTTO_VN or LOTT, else LOTT. */
      prizeMode: z.enum(['LOTT', 'ELOTT']),
    }),
  }),
});
