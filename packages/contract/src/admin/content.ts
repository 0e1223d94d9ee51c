import { ADMIN_PATHS } from '../admin-paths.ts';
import { defineCall } from '../call.ts';
import { multilineText, sitePath, smallId, wholeNumber } from '../fields.ts';
import { z } from '../zod.ts';
import { consoleUsd, html, image, link, optionalTitle, shortTitle, title } from './shared.ts';

// ── Content, VIP, finance products ───────────────────────────────────────────────────────────────

export const adminArticle = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  title_en: z.string(),
  title_chs: z.string().nullable(),
  title_cht: z.string().nullable(),
  content_en: z.string(),
  content_chs: z.string().nullable(),
  content_cht: z.string().nullable(),
  img: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
  chain_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticles = defineCall({
  path: ADMIN_PATHS.adminArticles,
  access: 'staff',
  permission: 'read',
  summary: 'Articles of a group (1 pages, 9 news and help, 14 announcements) in all three languages',
  body: { group_id: z.union([z.literal(1), z.literal(9), z.literal(14)]).optional() },
  data: z.array(adminArticle),
});

export const adminSaveArticle = defineCall({
  path: ADMIN_PATHS.adminSaveArticle,
  access: 'staff',
  permission: 'operate',
  summary: 'Create (no id) or edit an article; its HTML is sanitised before it is stored',
  body: {
    id: smallId.optional(),
    group_id: z.union([z.literal(1), z.literal(9), z.literal(14)]),
    title_en: title,
    title_chs: optionalTitle,
    title_cht: optionalTitle,
    content_en: html,
    content_chs: html.nullable(),
    content_cht: html.nullable(),
    img: image.nullable(),
    sort: wholeNumber(0, 10_000),
    published: z.boolean(),
  },
  data: adminArticle,
});

export const adminBanner = z.object({
  id: z.number().int(),
  image_en: z.string(),
  image_chs: z.string().nullable(),
  image_cht: z.string().nullable(),
  title_en: z.string(),
  title_chs: z.string().nullable(),
  title_cht: z.string().nullable(),
  link: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const adminBanners = defineCall({
  path: ADMIN_PATHS.adminBanners,
  access: 'staff',
  permission: 'read',
  summary: 'Every banner in all three languages',
  body: {},
  data: z.array(adminBanner),
});

export const adminSaveBanner = defineCall({
  path: ADMIN_PATHS.adminSaveBanner,
  access: 'staff',
  permission: 'operate',
  summary: 'Create (no id) or edit a banner: an image and its alt text per language, and where a tap goes',
  body: {
    id: smallId.optional(),
    image_en: sitePath(500),
    image_chs: image.nullable(),
    image_cht: image.nullable(),
    title_en: title,
    title_chs: optionalTitle,
    title_cht: optionalTitle,
    link,
    sort: wholeNumber(0, 10_000),
    published: z.boolean(),
  },
  data: adminBanner,
});

export const adminProduct = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_chs: z.string(),
  name_cht: z.string(),
  contract_en: z.string(),
  contract_chs: z.string(),
  contract_cht: z.string(),
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

export const adminProducts = defineCall({
  path: ADMIN_PATHS.adminProducts,
  access: 'staff',
  permission: 'read',
  summary: 'Every finance product, enabled or not',
  body: {},
  data: z.array(adminProduct),
});

export const adminSaveProduct = defineCall({
  path: ADMIN_PATHS.adminSaveProduct,
  access: 'staff',
  permission: 'operate',
  summary: 'Create (no id) or edit a finance product; contracts already made keep the terms they copied',
  body: {
    id: smallId.optional(),
    name_en: shortTitle,
    name_chs: shortTitle,
    name_cht: shortTitle,
    contract_en: multilineText(20_000),
    contract_chs: multilineText(20_000),
    contract_cht: multilineText(20_000),
    min: consoleUsd,
    max: consoleUsd,
    daily_rate: z.number().min(0.0001).max(10),
    days: wholeNumber(1, 3_650),
    enabled: z.boolean(),
    sort: wholeNumber(0, 10_000),
  },
  data: adminProduct,
});
