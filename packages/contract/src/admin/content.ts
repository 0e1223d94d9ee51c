import { ADMIN_PATHS } from '../admin-paths.ts';
import { staffCall } from '../call.ts';
import { DAILY_RATE, LIST_ORDER, PRODUCT_DAYS } from '../console-limits.ts';
import { ARTICLE_GROUPS } from '../content-constants.ts';
import { multilineText, requestId, sitePath, smallId, wholeNumber } from '../fields.ts';
import { langFields, langFieldsWithFallback } from '../lang.ts';
import * as z from '../zod.ts';
import { consoleUsd, html, image, link, optionalTitle, shortTitle, title } from './shared.ts';

// ── Content, VIP, finance products ───────────────────────────────────────────────────────────────

const articleGroup = z.literal(Object.values(ARTICLE_GROUPS));
const listOrder = wholeNumber(LIST_ORDER.min, LIST_ORDER.max);
/** Where an item stands in its list, and whether members see it. */
const placeInList = { sort: listOrder, published: z.boolean() };

export const adminArticle = z.object({
  id: z.number().int(),
  group_id: articleGroup,
  ...langFieldsWithFallback('title', z.string(), z.string().nullable()),
  ...langFieldsWithFallback('content', z.string(), z.string().nullable()),
  img: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  chain_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticles = staffCall(ADMIN_PATHS.adminArticles, 'read', {
  summary: 'Articles of a group (1 pages, 9 news and help, 14 announcements) in all three languages',
  body: { group_id: articleGroup.optional() },
  data: z.array(adminArticle),
});

export const adminSaveArticle = staffCall(ADMIN_PATHS.adminSaveArticle, 'operate', {
  summary: 'Create (no id) or edit an article; its HTML is sanitised before it is stored',
  body: {
    id: smallId.optional(),
    group_id: articleGroup,
    ...langFieldsWithFallback('title', title, optionalTitle),
    ...langFieldsWithFallback('content', html, html.nullable()),
    img: image.nullable(),
    ...placeInList,
    /** A create's own id: sent again, it answers the row the first sending made (an edit ignores it). */
    request_id: requestId,
  },
  data: adminArticle,
});

export const adminBanner = z.object({
  id: z.number().int(),
  ...langFieldsWithFallback('image', z.string(), z.string().nullable()),
  ...langFieldsWithFallback('title', z.string(), z.string().nullable()),
  link: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const adminBanners = staffCall(ADMIN_PATHS.adminBanners, 'read', {
  summary: 'Every banner in all three languages',
  data: z.array(adminBanner),
});

export const adminSaveBanner = staffCall(ADMIN_PATHS.adminSaveBanner, 'operate', {
  summary: 'Create (no id) or edit a banner: an image and its alt text per language, and where a tap goes',
  body: {
    id: smallId.optional(),
    ...langFieldsWithFallback('image', sitePath(500), image.nullable()),
    ...langFieldsWithFallback('title', title, optionalTitle),
    link,
    ...placeInList,
    /** A create's own id: sent again, it answers the row the first sending made (an edit ignores it). */
    request_id: requestId,
  },
  data: adminBanner,
});

export const adminProduct = z.object({
  id: z.number().int(),
  ...langFields('name', () => z.string()),
  ...langFields('contract', () => z.string()),
  min: z.number(),
  max: z.number(),
  /** Percent of the principal per day. */
  daily_rate: z.number(),
  days: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Contracts still running on this product (their terms are their own). */
  active_contracts: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProducts = staffCall(ADMIN_PATHS.adminProducts, 'read', {
  summary: 'Every finance product, enabled or not',
  data: z.array(adminProduct),
});

export const adminSaveProduct = staffCall(ADMIN_PATHS.adminSaveProduct, 'operate', {
  summary: 'Create (no id) or edit a finance product; contracts already made keep the terms they copied',
  body: {
    id: smallId.optional(),
    ...langFields('name', () => shortTitle),
    ...langFields('contract', () => multilineText(20_000)),
    min: consoleUsd,
    max: consoleUsd,
    daily_rate: z.number().min(DAILY_RATE.min).max(DAILY_RATE.max),
    days: wholeNumber(PRODUCT_DAYS.min, PRODUCT_DAYS.max),
    enabled: z.boolean(),
    sort: listOrder,
    /** A create's own id: sent again, it answers the row the first sending made (an edit ignores it). */
    request_id: requestId,
  },
  data: adminProduct,
});
