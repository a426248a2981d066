import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, CS_TYPES, LINKAGE_TYPES, RESOURCE_TYPES } from '../../enums.js';
import { executionTypeSchema, languageSchema, rowIdSchema } from '../../schemas.js';
import { documentText, freeText, text } from '../../text.js';
import { defineOperatorOperation, gridPage, gridQuery, OPERATOR_BASE } from './common.js';

/*
 * Content of the portal, edited in the back office: banners and notices (one announcements table, types
 * B, PL, PU, PR, H), the help centre tree, social links and app downloads (brand resources) and the
 * customer-service channels. Bodies are HTML from the rich-text editor; the server sanitises them.
 */

const base = `${OPERATOR_BASE}/content`;
const tags = ['operator', 'content'];

/** Social links and app downloads: the brand resources this page edits (logos belong to the brand settings). */
export const APP_DOWNLOAD_TYPES = ['MOBILECONFIG', 'IOS', 'ANDROID'] as const;
export const SOCIAL_LINK_TYPES = RESOURCE_TYPES.filter(
  (t) => t !== 'LOGO' && !(APP_DOWNLOAD_TYPES as readonly string[]).includes(t),
) as [string, ...string[]];
export const CONTENT_RESOURCE_TYPES = [...APP_DOWNLOAD_TYPES, ...SOCIAL_LINK_TYPES] as [string, ...string[]];

/** Banner art: png, jpeg or webp, checked by its bytes; 2 MB is a generous 1920×480 banner. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** An absolute http(s) address. */
export const httpUrl = () =>
  text()
    .trim()
    .max(500)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
      } catch {
        return false;
      }
    }, 'an http or https URL');

/** A path on the portal's own site (no scheme, no host). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*$/;

/** An http(s) address or a path on the portal's own site. */
export const linkUrl = () =>
  text()
    .trim()
    .max(500)
    .refine((v) => SITE_PATH.test(v) || httpUrl().safeParse(v).success, 'an http or https URL, or a path of the site');

/** HTML from the editor: line breaks are allowed, other control characters are not. The server sanitises it. */
export const CONTENT_HTML_MAX = 50_000;
export const htmlBody = () => documentText().max(CONTENT_HTML_MAX);

const textsSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .max(10)
    .refine((l) => new Set(l.map((x) => (x as { language: string }).language)).size === l.length, {
      message: 'one text per language',
    });

export const contentTextSchema = z.object({
  language: languageSchema,
  title: freeText().trim().min(1).max(200),
  content: htmlBody().default(''),
});

const epochMs = z.number().int().min(0).max(8_640_000_000_000);
const idSchema = rowIdSchema;

/** Who sees an announcement: everyone, or agents only (in the agent centre). */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'AGENTS'] as const;

// ---- Announcements: banners (B) and notices (PL marquee, PU popup, PR promotion, H hot) ----

export const contentAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: executionTypeSchema,
  groupName: z.string(),
  imageUrl: z.string(),
  linkageType: z.enum(LINKAGE_TYPES).nullable(),
  linkage: z.string(),
  nodeId: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startAt: z.number().int().nullable(),
  endAt: z.number().int().nullable(),
  publishedAt: z.number().int(),
  /** Live on the portal now: enabled and inside its schedule. */
  live: z.boolean(),
  /** ALL: everyone; AGENTS: only the agent centre's announcement page (docs/agents.md). */
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  texts: z.array(z.object({ language: languageSchema, title: z.string(), content: z.string() })),
});
export type ContentAnnouncement = z.infer<typeof contentAnnouncementSchema>;

export const operatorContentListAnnouncements = defineOperatorOperation({
  id: 'operatorContentListAnnouncements',
  method: 'GET',
  path: `${base}/announcements`,
  summary: 'Banners and notices by type and banner group, with their texts in every language',
  tags,
  permission: 'content.read',
  query: gridQuery(['sort', 'id', 'publishedAt', 'startAt', 'endAt'] as const).extend({
    type: z.enum(ANNOUNCEMENT_TYPES).optional(),
    groupName: z.enum(BANNER_GROUPS).optional(),
  }),
  value: gridPage(contentAnnouncementSchema),
});

const announcementFields = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: executionTypeSchema.default('B'),
  /** Banners: the page group; other types may leave it empty. */
  groupName: z.union([z.enum(BANNER_GROUPS), z.literal('')]).default(''),
  imageUrl: z.union([linkUrl(), z.literal('')]).default(''),
  linkageType: z.enum(LINKAGE_TYPES).nullable().default(null),
  linkage: text().trim().max(500).default(''),
  nodeId: text().trim().max(64).default(''),
  vendor: text().trim().max(32).default(''),
  roomId: text().trim().max(64).default(''),
  enabled: z.boolean().default(true),
  startAt: epochMs.nullable().default(null),
  endAt: epochMs.nullable().default(null),
  texts: textsSchema(contentTextSchema),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('ALL'),
});

/** The rules across fields, shared by create and update. */
const announcementRules = <T extends z.ZodType<z.output<typeof announcementFields>>>(s: T) =>
  s
    .refine((a) => a.startAt === null || a.endAt === null || a.endAt > a.startAt, {
      message: 'the end comes after the start',
      path: ['endAt'],
    })
    .refine((a) => a.type !== 'B' || (a.groupName !== '' && a.imageUrl !== ''), {
      message: 'a banner needs a group and an image',
      path: ['imageUrl'],
    })
    .refine((a) => a.linkageType !== 'URL' || linkUrl().safeParse(a.linkage).success, {
      message: 'the link is an http or https URL, or a path of the site',
      path: ['linkage'],
    })
    .refine((a) => a.linkageType === null || a.linkage !== '' || a.nodeId !== '', {
      message: 'a link target is required',
      path: ['linkage'],
    });

/** What an operator writes for a banner or a notice; an update carries the id too. */
export const announcementInputSchema = announcementRules(announcementFields);
export const announcementUpdateSchema = announcementRules(announcementFields.extend({ id: idSchema }));
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const operatorContentCreateAnnouncement = defineOperatorOperation({
  id: 'operatorContentCreateAnnouncement',
  method: 'POST',
  path: `${base}/announcements`,
  summary: 'Add a banner or a notice (HTML bodies are sanitised); it is appended to its group',
  tags,
  permission: 'content.write',
  body: announcementInputSchema,
  value: contentAnnouncementSchema,
});

export const operatorContentUpdateAnnouncement = defineOperatorOperation({
  id: 'operatorContentUpdateAnnouncement',
  method: 'PUT',
  path: `${base}/announcements`,
  summary: 'Change a banner or a notice: its texts in every language are replaced by the given ones',
  tags,
  permission: 'content.write',
  body: announcementUpdateSchema,
  value: contentAnnouncementSchema,
});

export const operatorContentSetAnnouncementEnabled = defineOperatorOperation({
  id: 'operatorContentSetAnnouncementEnabled',
  method: 'POST',
  path: `${base}/announcements/enabled`,
  summary: 'Show or hide a banner or a notice',
  tags,
  permission: 'content.write',
  body: z.object({ id: idSchema, enabled: z.boolean() }),
  value: contentAnnouncementSchema,
});

export const operatorContentReorderAnnouncements = defineOperatorOperation({
  id: 'operatorContentReorderAnnouncements',
  method: 'POST',
  path: `${base}/announcements/reorder`,
  summary: 'Order the banners of a group (or the notices of a type): the ids in display order',
  tags,
  permission: 'content.write',
  body: z.object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    groupName: z.union([z.enum(BANNER_GROUPS), z.literal('')]).default(''),
    ids: z
      .array(idSchema)
      .min(1)
      .max(500)
      .refine((l) => new Set(l).size === l.length, 'each id once'),
  }),
  value: z.object({ ids: z.array(z.number().int()) }),
});

export const operatorContentDeleteAnnouncement = defineOperatorOperation({
  id: 'operatorContentDeleteAnnouncement',
  method: 'POST',
  path: `${base}/announcements/delete`,
  summary: 'Remove a banner or a notice',
  tags,
  permission: 'content.write',
  body: z.object({ id: idSchema }),
  value: z.object({ id: z.number().int() }),
});

export const operatorContentSanitize = defineOperatorOperation({
  id: 'operatorContentSanitize',
  method: 'POST',
  path: `${base}/sanitize`,
  summary: 'The HTML as the server will store it (allow-listed tags and attributes), for the preview',
  tags,
  permission: 'content.read',
  body: z.object({ html: htmlBody() }),
  value: z.object({ html: z.string() }),
});

export const operatorContentUploadImage = defineOperatorOperation({
  id: 'operatorContentUploadImage',
  method: 'POST',
  path: `${base}/images`,
  summary: 'Store a banner image (png, jpeg or webp by its bytes, ≤ 2 MB); answers the public URL the portal loads',
  tags,
  permission: 'content.write',
  body: z.object({
    dataUrl: text()
      .max(Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 64)
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'a png, jpeg or webp data URL'),
  }),
  value: z.object({ url: z.string(), contentType: z.enum(CONTENT_IMAGE_TYPES), size: z.number().int() }),
});

// ---- Help centre: categories (top level) and their articles ----

export const helpNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  tag: z.string(),
  bgColor: z.string(),
  sort: z.number().int(),
  texts: z.array(z.object({ language: languageSchema, title: z.string(), content: z.string() })),
});
export type HelpNode = z.infer<typeof helpNodeSchema>;

export const operatorContentHelpTree = defineOperatorOperation({
  id: 'operatorContentHelpTree',
  method: 'GET',
  path: `${base}/help`,
  summary: 'The help centre: categories and articles in display order, with every language',
  tags,
  permission: 'content.read',
  value: z.object({ list: z.array(helpNodeSchema) }),
});

const helpInput = z.object({
  /** null: a category; otherwise the category the article belongs to. */
  parentId: idSchema.nullable().default(null),
  tag: text().trim().max(32).default(''),
  bgColor: z.union([z.literal(''), text().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1A2B3C')]).default(''),
  texts: textsSchema(contentTextSchema),
});

export const operatorContentCreateHelp = defineOperatorOperation({
  id: 'operatorContentCreateHelp',
  method: 'POST',
  path: `${base}/help`,
  summary: 'Add a help category or article (bodies are sanitised); it goes last among its siblings',
  tags,
  permission: 'content.write',
  body: helpInput,
  value: helpNodeSchema,
});

export const operatorContentUpdateHelp = defineOperatorOperation({
  id: 'operatorContentUpdateHelp',
  method: 'PUT',
  path: `${base}/help`,
  summary: 'Change a help category or article; its texts are replaced by the given ones',
  tags,
  permission: 'content.write',
  body: helpInput.extend({ id: idSchema }),
  value: helpNodeSchema,
});

export const operatorContentReorderHelp = defineOperatorOperation({
  id: 'operatorContentReorderHelp',
  method: 'POST',
  path: `${base}/help/reorder`,
  summary: 'Order the categories (parentId null) or the articles of one category: all their ids in order',
  tags,
  permission: 'content.write',
  body: z.object({
    parentId: idSchema.nullable(),
    ids: z
      .array(idSchema)
      .min(1)
      .max(500)
      .refine((l) => new Set(l).size === l.length, 'each id once'),
  }),
  value: z.object({ ids: z.array(z.number().int()) }),
});

export const operatorContentDeleteHelp = defineOperatorOperation({
  id: 'operatorContentDeleteHelp',
  method: 'POST',
  path: `${base}/help/delete`,
  summary: 'Remove a help article, or a category with its articles',
  tags,
  permission: 'content.write',
  body: z.object({ id: idSchema }),
  value: z.object({ removed: z.array(z.number().int()) }),
});

// ---- Social links, app downloads and customer-service channels: small lists saved whole ----

export const contentResourceSchema = z.object({
  resourceType: z.enum(CONTENT_RESOURCE_TYPES),
  url: z.string(),
  label: z.string(),
});

export const operatorContentLinks = defineOperatorOperation({
  id: 'operatorContentLinks',
  method: 'GET',
  path: `${base}/links`,
  summary: 'Social links and app-download links, in display order',
  tags,
  permission: 'content.read',
  value: z.object({ list: z.array(contentResourceSchema) }),
});

export const operatorContentSaveLinks = defineOperatorOperation({
  id: 'operatorContentSaveLinks',
  method: 'PUT',
  path: `${base}/links`,
  summary: 'Replace the social and app-download links (one per type, http or https), in display order',
  tags,
  permission: 'content.write',
  body: z.object({
    list: z
      .array(
        z.object({
          resourceType: z.enum(CONTENT_RESOURCE_TYPES),
          url: httpUrl(),
          label: freeText().trim().max(64).default(''),
        }),
      )
      .max(CONTENT_RESOURCE_TYPES.length)
      .refine((l) => new Set(l.map((r) => r.resourceType)).size === l.length, 'one link per type'),
  }),
  value: z.object({ list: z.array(contentResourceSchema) }),
});

export const contentChannelSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string(),
  url: z.string(),
});

export const operatorContentChannels = defineOperatorOperation({
  id: 'operatorContentChannels',
  method: 'GET',
  path: `${base}/channels`,
  summary: 'Customer-service channels, in display order',
  tags,
  permission: 'content.read',
  value: z.object({ list: z.array(contentChannelSchema) }),
});

export const operatorContentSaveChannels = defineOperatorOperation({
  id: 'operatorContentSaveChannels',
  method: 'PUT',
  path: `${base}/channels`,
  summary: 'Replace the customer-service channels (http, https or a path of the site), in display order',
  tags,
  permission: 'content.write',
  body: z.object({
    list: z
      .array(
        z.object({
          csType: z.enum(CS_TYPES),
          title: freeText().trim().min(1).max(64),
          url: linkUrl(),
        }),
      )
      .max(20),
  }),
  value: z.object({ list: z.array(contentChannelSchema) }),
});
