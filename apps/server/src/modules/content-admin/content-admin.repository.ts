import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  announcementTexts,
  announcements,
  contentImages,
  customerServiceChannels,
  helpArticleTexts,
  helpArticles,
  resources,
} from '../../db/schema.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type HelpRow = typeof helpArticles.$inferSelect;
export type ContentText = { language: string; title: string; content: string };

const ANNOUNCEMENT_SORT = {
  sort: announcements.sort,
  id: announcements.id,
  publishedAt: announcements.publishedAt,
  startAt: announcements.startAt,
  endAt: announcements.endAt,
} as const;

/** SQL only: the back office's reads and writes of portal content. */
export const contentAdminRepository = {
  // ---- announcements ----
  pageAnnouncements: async (
    db: DbOrTx,
    q: {
      merchantCode: string;
      type?: string | undefined;
      groupName?: string | undefined;
      search?: string | undefined;
      sort: keyof typeof ANNOUNCEMENT_SORT;
      order: 'asc' | 'desc';
      limit: number;
      offset: number;
    },
  ) => {
    const where = and(
      eq(announcements.merchantCode, q.merchantCode),
      q.type ? eq(announcements.type, q.type) : undefined,
      q.groupName ? eq(announcements.groupName, q.groupName) : undefined,
      q.search
        ? exists(
            db
              .select({ one: announcementTexts.announcementId })
              .from(announcementTexts)
              .where(
                and(
                  eq(announcementTexts.announcementId, announcements.id),
                  ilike(announcementTexts.title, `%${q.search.replace(/[\\%_]/g, '\\$&')}%`),
                ),
              ),
          )
        : undefined,
    );
    const column = ANNOUNCEMENT_SORT[q.sort];
    const direction = q.order === 'asc' ? asc : desc;
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(direction(column), asc(announcements.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { rows, total: Number(total[0]?.n ?? 0) };
  },

  announcementTexts: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(announcementTexts)
          .where(inArray(announcementTexts.announcementId, ids))
          .orderBy(asc(announcementTexts.language))
      : Promise.resolve([]),

  findAnnouncement: async (db: DbOrTx, merchantCode: string, id: number) =>
    (
      await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)))
        .limit(1)
    )[0] ?? null,

  /** Ids of one type (and banner group), in display order. */
  announcementIdsOf: async (db: DbOrTx, merchantCode: string, type: string, groupName: string) =>
    (
      await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantCode, merchantCode),
            eq(announcements.type, type),
            eq(announcements.groupName, groupName),
          ),
        )
        .orderBy(asc(announcements.sort), asc(announcements.id))
    ).map((r) => r.id),

  nextAnnouncementSort: async (db: DbOrTx, merchantCode: string, type: string, groupName: string) => {
    const [row] = await db
      .select({ m: max(announcements.sort) })
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
          eq(announcements.type, type),
          eq(announcements.groupName, groupName),
        ),
      );
    return row?.m === null || row?.m === undefined ? 0 : row.m + 1;
  },

  insertAnnouncement: async (db: DbOrTx, row: typeof announcements.$inferInsert) =>
    (await db.insert(announcements).values(row).returning())[0]!,

  updateAnnouncement: async (
    db: DbOrTx,
    merchantCode: string,
    id: number,
    set: Partial<typeof announcements.$inferInsert>,
  ) =>
    (
      await db
        .update(announcements)
        .set(set)
        .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)))
        .returning()
    )[0] ?? null,

  replaceAnnouncementTexts: async (db: DbOrTx, id: number, texts: ContentText[]) => {
    await db.delete(announcementTexts).where(eq(announcementTexts.announcementId, id));
    if (texts.length) await db.insert(announcementTexts).values(texts.map((t) => ({ ...t, announcementId: id })));
  },

  setAnnouncementSort: (db: DbOrTx, merchantCode: string, id: number, sort: number) =>
    db
      .update(announcements)
      .set({ sort })
      .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id))),

  deleteAnnouncement: (db: DbOrTx, merchantCode: string, id: number) =>
    db
      .delete(announcements)
      .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)))
      .returning({ id: announcements.id }),

  // ---- help centre ----
  helpNodes: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.merchantCode, merchantCode))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),

  helpTexts: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select()
          .from(helpArticleTexts)
          .where(inArray(helpArticleTexts.articleId, ids))
          .orderBy(asc(helpArticleTexts.language))
      : Promise.resolve([]),

  findHelp: async (db: DbOrTx, merchantCode: string, id: number) =>
    (
      await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.merchantCode, merchantCode), eq(helpArticles.id, id)))
        .limit(1)
    )[0] ?? null,

  helpChildrenIds: async (db: DbOrTx, merchantCode: string, parentId: number | null) =>
    (
      await db
        .select({ id: helpArticles.id })
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.merchantCode, merchantCode),
            parentId === null ? isNull(helpArticles.parentId) : eq(helpArticles.parentId, parentId),
          ),
        )
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id))
    ).map((r) => r.id),

  nextHelpSort: async (db: DbOrTx, merchantCode: string, parentId: number | null) => {
    const [row] = await db
      .select({ m: max(helpArticles.sort) })
      .from(helpArticles)
      .where(
        and(
          eq(helpArticles.merchantCode, merchantCode),
          parentId === null ? isNull(helpArticles.parentId) : eq(helpArticles.parentId, parentId),
        ),
      );
    return row?.m === null || row?.m === undefined ? 0 : row.m + 1;
  },

  insertHelp: async (db: DbOrTx, row: typeof helpArticles.$inferInsert) =>
    (await db.insert(helpArticles).values(row).returning())[0]!,

  updateHelp: async (db: DbOrTx, merchantCode: string, id: number, set: Partial<typeof helpArticles.$inferInsert>) =>
    (
      await db
        .update(helpArticles)
        .set(set)
        .where(and(eq(helpArticles.merchantCode, merchantCode), eq(helpArticles.id, id)))
        .returning()
    )[0] ?? null,

  replaceHelpTexts: async (db: DbOrTx, id: number, texts: ContentText[]) => {
    await db.delete(helpArticleTexts).where(eq(helpArticleTexts.articleId, id));
    if (texts.length) await db.insert(helpArticleTexts).values(texts.map((t) => ({ ...t, articleId: id })));
  },

  deleteHelp: (db: DbOrTx, merchantCode: string, ids: number[]) =>
    db
      .delete(helpArticles)
      .where(and(eq(helpArticles.merchantCode, merchantCode), inArray(helpArticles.id, ids)))
      .returning({ id: helpArticles.id }),

  // ---- resources (social links, app downloads) and customer-service channels ----
  listResources: (db: DbOrTx, merchantCode: string, types: readonly string[]) =>
    db
      .select()
      .from(resources)
      .where(and(eq(resources.merchantCode, merchantCode), inArray(resources.resourceType, [...types])))
      .orderBy(asc(resources.sort), asc(resources.id)),

  /** Replaces the resources of the given types (other types, the logos, are left alone). */
  replaceResources: async (
    db: DbOrTx,
    merchantCode: string,
    types: readonly string[],
    rows: { resourceType: string; url: string; labelNameEn: string; sort: number }[],
  ) => {
    await db
      .delete(resources)
      .where(and(eq(resources.merchantCode, merchantCode), inArray(resources.resourceType, [...types])));
    if (rows.length) await db.insert(resources).values(rows.map((r) => ({ ...r, merchantCode })));
  },

  listChannels: (db: DbOrTx, merchantCode: string) =>
    db
      .select()
      .from(customerServiceChannels)
      .where(eq(customerServiceChannels.merchantCode, merchantCode))
      .orderBy(asc(customerServiceChannels.position), asc(customerServiceChannels.id)),

  replaceChannels: async (
    db: DbOrTx,
    merchantCode: string,
    rows: { csType: string; title: string; url: string; position: number }[],
  ) => {
    await db.delete(customerServiceChannels).where(eq(customerServiceChannels.merchantCode, merchantCode));
    if (rows.length) await db.insert(customerServiceChannels).values(rows.map((r) => ({ ...r, merchantCode })));
  },

  // ---- images ----
  insertImage: (db: DbOrTx, row: typeof contentImages.$inferInsert) =>
    db.insert(contentImages).values(row).onConflictDoNothing(),

  image: async (db: DbOrTx, merchantCode: string, id: string) =>
    (
      await db
        .select({ contentType: contentImages.contentType, data: contentImages.data })
        .from(contentImages)
        .where(and(eq(contentImages.merchantCode, merchantCode), eq(contentImages.id, id)))
        .limit(1)
    )[0] ?? null,
};

export type ContentAdminRepository = typeof contentAdminRepository;
export type AnnouncementSortKey = keyof typeof ANNOUNCEMENT_SORT;
