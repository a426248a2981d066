import { z } from 'zod';
import { API } from '../../api-routes.js';
import { ANNOUNCEMENT_TYPES } from '../../enums.js';
import { defineOperation } from '../../operation.js';
import { executionTypeSchema, linkageTypeSchema } from '../../schemas.js';
import { text } from '../../text.js';

export const announcementSchema = z.object({
  id: z.number().int(),
  /** Same as id: the portal addresses banners by bannerId. */
  bannerId: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** HTML; the portal sanitises it before rendering. */
  content: z.string(),
  execution: executionTypeSchema,
  groupName: z.string(),
  /** Image URL (banners). */
  url: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  linkageType: linkageTypeSchema.nullable(),
  linkage: z.string(),
  nodeId: z.string(),
  roomId: z.string(),
  vendor: z.string(),
  /** Publication time, epoch millis. */
  time: z.number().int(),
  startDate: z.number().int().nullable(),
  endDate: z.number().int().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

const typesParam = text()
  .max(64)
  .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'types is a comma list of B, PL, PU, PR, H');

export const getListAnnouncements = defineOperation({
  id: 'getListAnnouncements',
  ...API.getListAnnouncements,
  summary: 'Banners, marquee notices, popups and promotions in the request language',
  tags: ['announcements'],
  auth: 'optional',
  query: z.object({
    types: typesParam.default('B,PL,PU,PR,H'),
    platform: z.literal('W').default('W'),
    execution: executionTypeSchema.default('B'),
    groupName: text()
      .max(32)
      .regex(/^[a-z_]+$/)
      .optional(),
  }),
  value: z.object({
    banners: z.array(announcementSchema),
    player: z.array(announcementSchema),
    popup: z.array(announcementSchema),
    promotion: z.array(announcementSchema),
    hot: z.array(announcementSchema),
  }),
});
