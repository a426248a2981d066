import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { announcementTexts, announcements } from '../../db/schema.js';

export type AnnouncementInsert = typeof announcements.$inferInsert;

export type AnnouncementsRepository = typeof announcementsRepository;

export const announcementsRepository = {
  /** Live announcements (enabled, inside their window) with texts in the wanted languages. */
  listLive: (
    db: DbOrTx,
    q: {
      merchantCode: string;
      types: string[];
      execution: string;
      groupName?: string | undefined;
      languages: string[];
      now: Date;
      /** ALL (the portal) unless asked: agents-only notices show only in the agent centre. */
      audience?: 'ALL' | 'AGENTS' | undefined;
    },
  ) =>
    db
      .select({
        a: announcements,
        language: announcementTexts.language,
        title: announcementTexts.title,
        content: announcementTexts.content,
      })
      .from(announcements)
      .innerJoin(announcementTexts, eq(announcementTexts.announcementId, announcements.id))
      .where(
        and(
          eq(announcements.merchantCode, q.merchantCode),
          eq(announcements.enabled, true),
          inArray(announcements.type, q.types),
          eq(announcements.execution, q.execution),
          inArray(announcementTexts.language, q.languages),
          or(isNull(announcements.startAt), lte(announcements.startAt, q.now)),
          or(isNull(announcements.endAt), gt(announcements.endAt, q.now)),
          q.groupName ? eq(announcements.groupName, q.groupName) : undefined,
          eq(announcements.audience, q.audience ?? 'ALL'),
        ),
      )
      .orderBy(asc(announcements.sort), desc(announcements.publishedAt), desc(announcements.id)),

  insert: async (
    db: DbOrTx,
    row: AnnouncementInsert,
    texts: { language: string; title: string; content: string }[],
  ) => {
    const [created] = await db.insert(announcements).values(row).returning();
    if (texts.length) {
      await db.insert(announcementTexts).values(texts.map((t) => ({ ...t, announcementId: created!.id })));
    }
    return created!;
  },

  remove: (db: DbOrTx, merchantCode: string, id: number) =>
    db
      .delete(announcements)
      .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)))
      .returning({ id: announcements.id }),

  listAll: (db: DbOrTx, merchantCode: string, type?: string) =>
    db
      .select({ a: announcements, title: announcementTexts.title })
      .from(announcements)
      .leftJoin(
        announcementTexts,
        and(eq(announcementTexts.announcementId, announcements.id), eq(announcementTexts.language, 'EN')),
      )
      .where(and(eq(announcements.merchantCode, merchantCode), type ? eq(announcements.type, type) : undefined))
      .orderBy(asc(announcements.type), asc(announcements.sort), asc(announcements.id)),
};
