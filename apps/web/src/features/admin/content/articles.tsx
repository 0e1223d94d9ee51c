import type { AdminArticle } from '@roundhouse/contract';
import {
  ARTICLE_GROUPS,
  type ArticleGroup,
  FALLBACK_LANG,
  LANGUAGES,
  langFieldsWithFallback,
} from '@roundhouse/contract/web';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList, Field, NotYet, SaveButton } from '../parts';
import { useStaff } from '../staff';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import {
  GroupOptions,
  LANGS,
  type Lang,
  LangText,
  Preview,
  SortAndPublished,
  useInLang,
  useSubmitItem,
} from './shared';

type ArticleDraft = Omit<AdminArticle, 'id' | 'chain_id' | 'created_at' | 'updated_at'> & { id?: number };

const NEW_ARTICLE: ArticleDraft = {
  group_id: ARTICLE_GROUPS.news,
  ...langFieldsWithFallback('title', '', null),
  ...langFieldsWithFallback('content', '', null),
  img: null,
  sort: 0,
  published: false,
};

function ArticleEditor({ initial, onDone }: { initial: ArticleDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const [lang, setLang] = useState<Lang>(FALLBACK_LANG);
  const save = useAdminMutation(ADMIN_API.adminSaveArticle, t('saved'));
  const submit = useSubmitItem(d, save.mutateAsync, onDone);
  const title = (d[`title_${lang}`] ?? '') as string;
  const content = (d[`content_${lang}`] ?? '') as string;
  return (
    <form onSubmit={submit}>
      <div className="admin-row">
        <Field label={t('content.group')}>
          <select
            name="group_id"
            value={d.group_id}
            onChange={(e) => setD({ ...d, group_id: Number(e.target.value) as ArticleGroup })}
          >
            <GroupOptions />
          </select>
        </Field>
        <SortAndPublished value={d} onChange={(v) => setD({ ...d, ...v })} />
      </div>
      <Tabs activeKey={lang} onChange={(k) => setLang(k as Lang)}>
        {LANGS.map(([key, name]) => (
          <Tabs.Tab key={key} title={name} />
        ))}
      </Tabs>
      <LangText
        label={t('content.titleField')}
        name={`title_${lang}`}
        hint={lang === FALLBACK_LANG ? t('content.required') : t('content.fallback')}
        lang={lang}
        value={title}
        maxLength={200}
        onChange={(v) => setD({ ...d, [`title_${lang}`]: v })}
      />
      <LangText
        label={t('content.html')}
        name={`content_${lang}`}
        lang={lang}
        value={content}
        lines
        onChange={(v) => setD({ ...d, [`content_${lang}`]: v })}
      />
      <Preview html={content} />
      <SaveButton busy={save.isPending} />
    </form>
  );
}

export function Articles() {
  const { t } = useTranslation('admin');
  const inLang = useInLang();
  const staff = useStaff();
  const [group, setGroup] = useState<ArticleGroup>(ARTICLE_GROUPS.news);
  const list = useAdminQuery(ADMIN_API.adminArticles, { group_id: group });
  return (
    <>
      <EditableList
        items={list.data}
        newLabel={t('content.newArticle')}
        tools={
          <select
            aria-label={t('content.group')}
            value={group}
            onChange={(e) => setGroup(Number(e.target.value) as ArticleGroup)}
          >
            <GroupOptions />
          </select>
        }
        canCreate={staff.can('operate')}
        testId="article-item"
        summary={(a) => (
          <>
            <strong>{inLang.show(a, 'title')}</strong>
            <span className="admin-muted">
              #{a.id} · {a.published ? t('content.published') : t('content.draft')}
              {/* The languages it has no title in (members there read the English one). */}
              {LANGUAGES.filter((l) => !a[`title_${l.api}`])
                .map((l) => ` · ${t('content.missingLang', { lang: l.short })}`)
                .join('')}
            </span>
          </>
        )}
        editor={(a, done) => <ArticleEditor initial={a ?? { ...NEW_ARTICLE, group_id: group }} onDone={done} />}
      />
      {!list.data ? <NotYet query={list} /> : null}
    </>
  );
}
