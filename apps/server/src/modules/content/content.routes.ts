import {
  adminArticles,
  adminBanners,
  adminSaveArticle,
  adminSaveBanner,
  getArticledetail,
  getArticlelist,
  getOneclassArticle,
  slide,
} from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { ContentService } from './content.service.ts';

/** Banners and articles: anyone reads them; a member's reads are marked. */
export function contentRoutes(call: RegisterCall, content: ContentService): void {
  call(slide, ({ lang }) => content.banners(lang));
  call(getOneclassArticle, ({ body, lang }) => content.article(body.id, lang));
  call(getArticledetail, ({ body, user, lang }) => content.article(body.id, lang, user));
  call(getArticlelist, ({ body, user, lang }) => content.list(body.type, body.page ?? 1, body.size ?? 20, lang, user));

  // The console: articles and banners.
  call(adminArticles, ({ body }) => content.adminArticles(body.group_id));
  call(adminSaveArticle, ({ body, user }) => content.saveArticle(user, body));
  call(adminBanners, () => content.adminBanners());
  call(adminSaveBanner, ({ body, user }) => content.saveBanner(user, body));
}
