import { ARTICLE_GROUPS, type ListedGroup } from '@roundhouse/contract/web';
import { Badge, Collapse, DotLoading, NoticeBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { Page } from '../../ui/page';
import { QueryList } from '../../ui/query-list';
import { MemberMessages, MemberMessagesTitle } from '../messages';
import { useArticle } from './api/get-articledetail';
import { useArticleList } from './api/get-articlelist';
import { ArticleHtml } from './article-html';
import './content.css';

/** One message's text, loaded when it is opened (which marks it read). */
function MessageBody({ id }: { id: number }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  if (article.isError) return <p className="content-note">{t('content.notFound')}</p>;
  if (!article.data) return <DotLoading />;
  return (
    <>
      {article.data.fallback ? <NoticeBar content={t('content.fallback')} color="info" wrap /> : null}
      <ArticleHtml html={article.data.content} />
    </>
  );
}

function MessageList({ group }: { group: ListedGroup }) {
  const { t, i18n } = useTranslation();
  const list = useArticleList(group);
  const [open, setOpen] = useState<string[]>([]);
  return (
    <QueryList query={list} items={list.data?.pages.flatMap((p) => p.list)} empty={t('content.empty')}>
      {(articles) => (
        <Collapse activeKey={open} onChange={(keys) => setOpen(keys as string[])}>
          {articles.map((a) => (
            <Collapse.Panel
              key={String(a.id)}
              title={
                <div className="message-title" data-testid="message">
                  {a.unread ? (
                    <>
                      <Badge content={Badge.dot} className="message-dot" aria-hidden="true" />
                      <span className="sr-only">{t('content.unread')}</span>
                    </>
                  ) : null}
                  <span className="message-text">{a.title}</span>
                  <span className="message-date">{formatDate(a.created_at, i18n.language)}</span>
                </div>
              }
            >
              {open.includes(String(a.id)) ? <MessageBody id={a.id} /> : null}
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
    </QueryList>
  );
}

function TabTitle({ group, label }: { group: ListedGroup; label: string }) {
  const unread = useArticleList(group).data?.pages[0]?.unread ?? 0;
  return unread > 0 ? (
    <Badge content={unread} style={{ '--right': '-12px' }}>
      {label}
    </Badge>
  ) : (
    label
  );
}

/**
 * /message: news and announcements (ARTICLE_GROUPS), expandable, with unread marks, and the
 * member's own messages from the system ("For you").
 */
export function MessagePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.message')}>
      <Tabs defaultActiveKey="news" className="message-tabs">
        {(['news', 'announcements'] as const).map((key) => (
          <Tabs.Tab key={key} title={<TabTitle group={ARTICLE_GROUPS[key]} label={t(`content.${key}`)} />}>
            <MessageList group={ARTICLE_GROUPS[key]} />
          </Tabs.Tab>
        ))}
        <Tabs.Tab title={<MemberMessagesTitle label={t('messages.forYou')} />} key="mine" destroyOnClose>
          <MemberMessages />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
