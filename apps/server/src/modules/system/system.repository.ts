import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { helpArticleTexts, helpArticles } from '../../db/schema.js';

export type SystemRepository = typeof systemRepository;

export const systemRepository = {
  /** Help articles of a brand with their texts in the wanted languages (first match wins later). */
  listHelpArticles: (db: DbOrTx, merchantCode: string, languages: string[]) =>
    db
      .select({
        id: helpArticles.id,
        parentId: helpArticles.parentId,
        tag: helpArticles.tag,
        bgColor: helpArticles.bgColor,
        sort: helpArticles.sort,
        language: helpArticleTexts.language,
        title: helpArticleTexts.title,
        content: helpArticleTexts.content,
      })
      .from(helpArticles)
      .innerJoin(helpArticleTexts, eq(helpArticleTexts.articleId, helpArticles.id))
      .where(and(eq(helpArticles.merchantCode, merchantCode), inArray(helpArticleTexts.language, languages)))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
};
