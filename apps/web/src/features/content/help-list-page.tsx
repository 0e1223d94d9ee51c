import { ARTICLE_GROUPS } from '@roundhouse/contract/web';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../ui/format';
import { Page } from '../../ui/page';
import { QueryRows } from '../../ui/query-list';
import { useArticleList } from './api/get-articlelist';
import './content.css';

/** /help/list: the news and help articles, each with its image and title, opening /help/{id}. */
export function HelpListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useArticleList(ARTICLE_GROUPS.news);
  return (
    <Page title={t('screens.helpList')}>
      <QueryRows
        query={list}
        items={list.data?.pages.flatMap((p) => p.list)}
        empty={t('content.empty')}
        row={(a) => (
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
        )}
      />
    </Page>
  );
}
