import { z } from 'zod';
import { API } from '../../api-routes.js';
import { defineOperation } from '../../operation.js';
import { languageSchema } from '../../schemas.js';

export type HelpArticle = {
  id: number;
  title: string;
  tag: string;
  content: string;
  bgColor: string;
  children: HelpArticle[];
};

export const helpArticleSchema: z.ZodType<HelpArticle> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    tag: z.string(),
    content: z.string(),
    bgColor: z.string(),
    children: z.array(helpArticleSchema),
  }),
);

export const getHelpCenter = defineOperation({
  id: 'getHelpCenter',
  ...API.getHelpCenter,
  summary: 'The help-centre article tree in one language',
  tags: ['system'],
  auth: 'optional',
  query: z.object({
    lang: languageSchema.optional(),
    device: z.enum(['WEB', 'MOBILE']).optional(),
  }),
  value: z.array(helpArticleSchema),
});
