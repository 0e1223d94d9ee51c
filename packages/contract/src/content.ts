import { defineCall } from './call.ts';
import { LISTED_GROUPS } from './content-constants.ts';
import { smallId, wholeNumber } from './fields.ts';
import { PATHS } from './paths.ts';
import * as z from './zod.ts';

export const banner = z.object({
  id: z.number().int(),
  /** The image for the request's language (English when it has none). */
  path: z.string(),
  /** What the image says (its alt text), in the request's language. */
  title: z.string(),
  /** Where a tap goes: a path of the app, or nothing. */
  link: z.string(),
});

export const articleSummary = z.object({
  id: z.number().int(),
  group: z.number().int(),
  title: z.string(),
  img: z.string().nullable(),
  created_at: z.string(),
  /** The request's language has no text for this article: the English one is given. */
  fallback: z.boolean(),
  /** For a member: not opened yet. Always false for a visitor. */
  unread: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const article = articleSummary.extend({
  /** Sanitised HTML. */
  content: z.string(),
  updated_at: z.string(),
});
export type Article = z.infer<typeof article>;

export const slide = defineCall(PATHS.slide, 'public', {
  summary: "The home page's banners in the request's language",
  data: z.array(banner),
});

export const getOneclassArticle = defineCall(PATHS.getOneclassArticle, 'public', {
  summary: 'One article by id (how to play 26, agreement 35, privacy 36, any published one); 3020 when there is none',
  body: { id: smallId },
  data: article,
});

export const getArticledetail = defineCall(PATHS.getArticledetail, 'optional', {
  summary: 'One article by id; for a member it also marks the article read',
  body: { id: smallId },
  data: article,
});

export const getArticlelist = defineCall(PATHS.getArticlelist, 'optional', {
  summary:
    'A page of an article group (9 news and help, 14 announcements), newest first, with unread marks for a member',
  body: {
    type: z.literal(LISTED_GROUPS),
    page: wholeNumber(1, 10_000).optional(),
    size: wholeNumber(1, 50).optional(),
  },
  data: z.object({
    list: z.array(articleSummary),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** For a member: how many of the whole group are not opened yet. */
    unread: z.number().int(),
  }),
});
