import { DotLoading, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isLostAnswer } from '../../api/client';
import { formatDateTime } from '../../ui/format';
import { LoadFailed } from '../../ui/load-failed';
import { Missing } from '../../ui/missing';
import { Page } from '../../ui/page';
import { useArticle } from './api/get-articledetail';
import { ArticleHtml } from './article-html';
import './content.css';

/** /help/{id} and /info/{id}: an article's title and HTML in the chosen language (SPEC.md §2). */
export function ArticlePage({ titleKey }: { titleKey: 'screens.help' | 'screens.article' }) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const article = useArticle(id);
  const valid = Number.isInteger(id) && id >= 1;
  // A lost answer says nothing of the article: that screen asks again.
  const lost = valid && !article.data && isLostAnswer(article.error);
  const missing = !valid || (article.isError && !isLostAnswer(article.error));

  return (
    <Page title={article.data?.title ?? t(titleKey)}>
      {missing ? (
        <Missing
          className="content-missing"
          testId="article-missing"
          title={t('content.notFound')}
          text={t('content.notFoundText')}
          action={{ label: t('content.toList'), to: '/help/list' }}
        />
      ) : lost ? (
        <LoadFailed query={article} />
      ) : !article.data ? (
        <div className="content-loading">
          <DotLoading />
        </div>
      ) : (
        <article className="article" data-testid="article">
          {article.data.fallback ? (
            <NoticeBar content={t('content.fallback')} color="info" wrap data-testid="article-fallback" />
          ) : null}
          <h1 className="article-title">{article.data.title}</h1>
          <p className="article-date">{formatDateTime(article.data.updated_at, i18n.language)}</p>
          <ArticleHtml html={article.data.content} />
        </article>
      )}
    </Page>
  );
}
