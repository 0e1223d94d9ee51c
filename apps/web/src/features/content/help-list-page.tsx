import { ARTICLE_GROUPS } from '@roundhouse/contract/web';
import { DotLoading, ErrorBlock, List, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../ui/format';
import { LoadMore } from '../../ui/load-more';
import { Page } from '../../ui/page';
import { useArticleList } from './api/get-articlelist';
import './content.css';

/** /help/list: the news and help articles, each with its image and title, opening /help/{id}. */
export function HelpListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useArticleList(ARTICLE_GROUPS.news);
  const articles = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('screens.helpList')}>
      <PullToRefresh onRefresh={async () => void (await list.refetch())}>
        {list.isPending ? (
          <div className="content-loading">
            <DotLoading />
          </div>
        ) : articles.length === 0 ? (
          <ErrorBlock status="empty" title={t('content.empty')} description="" />
        ) : (
          <List>
            {articles.map((a) => (
              <List.Item
                key={a.id}
                data-testid="help-item"
                prefix={
                  a.img ? (
                    <img className="help-thumb" src={a.img} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="help-thumb help-thumb-empty" aria-hidden="true" />
                  )
                }
                description={formatDate(a.created_at, i18n.language)}
                onClick={() => navigate(`/help/${a.id}`)}
              >
                {a.title}
              </List.Item>
            ))}
          </List>
        )}
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </PullToRefresh>
    </Page>
  );
}
