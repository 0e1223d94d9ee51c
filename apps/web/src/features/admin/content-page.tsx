import type { AdminArticle, AdminBanner, AdminProduct, AppConfig } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { DotLoading, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList, Field, SaveButton, Section, TableWrap, usd } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

const LANGS = [
  ['en', 'English'],
  ['chs', '简体中文'],
  ['cht', '繁體中文'],
] as const;
type Lang = (typeof LANGS)[number][0];

/** The article groups, as options of a select. */
function GroupOptions() {
  const { t } = useTranslation('admin');
  return (
    <>
      <option value={9}>{t('content.group9')}</option>
      <option value={14}>{t('content.group14')}</option>
      <option value={1}>{t('content.group1')}</option>
    </>
  );
}

/** An article's or a banner's place in its list, and whether members see it. */
function SortAndPublished({
  value,
  onChange,
}: {
  value: { sort: number; published: boolean };
  onChange: (v: { sort?: number; published?: boolean }) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Field label={t('rooms.sort')}>
        <input
          inputMode="numeric"
          value={value.sort}
          onChange={(e) => onChange({ sort: Number(e.target.value) || 0 })}
        />
      </Field>
      <label className="admin-row">
        <input type="checkbox" checked={value.published} onChange={(e) => onChange({ published: e.target.checked })} />
        {t('content.published')}
      </label>
    </>
  );
}

/** Unsaved HTML shown in a sandboxed frame: no script of it runs (the server sanitises on save). */
function Preview({ html }: { html: string }) {
  const { t } = useTranslation('admin');
  return (
    <iframe
      title={t('content.preview')}
      className="admin-preview"
      sandbox=""
      srcDoc={`<meta charset="utf-8"><style>body{font:14px system-ui;margin:8px}</style>${html}`}
      style={{ width: '100%', height: 180 }}
    />
  );
}

type ArticleDraft = Omit<AdminArticle, 'id' | 'chain_id' | 'created_at' | 'updated_at'> & { id?: number };

const NEW_ARTICLE: ArticleDraft = {
  group_id: 9,
  title_en: '',
  title_chs: null,
  title_cht: null,
  content_en: '',
  content_chs: null,
  content_cht: null,
  img: null,
  sort: 0,
  published: false,
};

function ArticleEditor({ initial, onDone }: { initial: ArticleDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const [lang, setLang] = useState<Lang>('en');
  const save = useAdminMutation(ADMIN_API.adminSaveArticle, t('saved'));
  const title = (d[`title_${lang}`] ?? '') as string;
  const content = (d[`content_${lang}`] ?? '') as string;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const { id, group_id, ...rest } = d;
        save.mutate({ ...(id ? { id } : {}), group_id: group_id as 1 | 9 | 14, ...rest }, { onSuccess: onDone });
      }}
    >
      <div className="admin-row">
        <Field label={t('content.group')}>
          <select value={d.group_id} onChange={(e) => setD({ ...d, group_id: Number(e.target.value) })}>
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
      <Field label={t('content.titleField')} hint={lang === 'en' ? t('content.required') : t('content.fallback')}>
        <input
          value={title}
          maxLength={200}
          required={lang === 'en'}
          onChange={(e) => setD({ ...d, [`title_${lang}`]: lang === 'en' ? e.target.value : e.target.value || null })}
        />
      </Field>
      <Field label={t('content.html')}>
        <textarea
          value={content}
          onChange={(e) => setD({ ...d, [`content_${lang}`]: lang === 'en' ? e.target.value : e.target.value || null })}
        />
      </Field>
      <Preview html={content} />
      <SaveButton busy={save.isPending} />
    </form>
  );
}

function Articles() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const [group, setGroup] = useState<1 | 9 | 14>(9);
  const list = useAdminQuery(ADMIN_API.adminArticles, { group_id: group });
  return (
    <>
      <div className="admin-row">
        <select
          aria-label={t('content.group')}
          value={group}
          onChange={(e) => setGroup(Number(e.target.value) as 1 | 9 | 14)}
        >
          <GroupOptions />
        </select>
      </div>
      {!list.data ? <DotLoading /> : null}
      <EditableList
        items={list.data}
        newLabel={t('content.newArticle')}
        canCreate={staff.can('operate')}
        testId="article-item"
        summary={(a) => (
          <>
            <strong>{a.title_en}</strong>
            <span className="admin-muted">
              #{a.id} · {a.published ? t('content.published') : t('content.draft')}
              {a.title_chs ? '' : ' · 简?'}
              {a.title_cht ? '' : ' · 繁?'}
            </span>
          </>
        )}
        editor={(a, done) => <ArticleEditor initial={a ?? { ...NEW_ARTICLE, group_id: group }} onDone={done} />}
      />
    </>
  );
}

type BannerDraft = Omit<AdminBanner, 'id'> & { id?: number };

function BannerEditor({ initial, onDone }: { initial: BannerDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const save = useAdminMutation(ADMIN_API.adminSaveBanner, t('saved'));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const { id, ...rest } = d;
        save.mutate({ ...(id ? { id } : {}), ...rest }, { onSuccess: onDone });
      }}
    >
      <div className="admin-grid">
        {LANGS.map(([key, name]) => (
          <div key={key}>
            <Field label={`${t('content.image')} (${name})`}>
              <input
                value={d[`image_${key}`] ?? ''}
                maxLength={500}
                required={key === 'en'}
                onChange={(e) =>
                  setD({ ...d, [`image_${key}`]: key === 'en' ? e.target.value : e.target.value || null })
                }
              />
            </Field>
            <Field label={`${t('content.alt')} (${name})`}>
              <input
                value={d[`title_${key}`] ?? ''}
                maxLength={200}
                required={key === 'en'}
                onChange={(e) =>
                  setD({ ...d, [`title_${key}`]: key === 'en' ? e.target.value : e.target.value || null })
                }
              />
            </Field>
            {d[`image_${key}`] ? (
              <img className="admin-preview" src={d[`image_${key}`] ?? ''} alt={d[`title_${key}`] ?? ''} width={160} />
            ) : null}
          </div>
        ))}
      </div>
      <div className="admin-row">
        <Field label={t('content.link')}>
          <input value={d.link} maxLength={500} onChange={(e) => setD({ ...d, link: e.target.value })} />
        </Field>
        <SortAndPublished value={d} onChange={(v) => setD({ ...d, ...v })} />
      </div>
      <SaveButton busy={save.isPending} />
    </form>
  );
}

const NEW_BANNER: BannerDraft = {
  image_en: '',
  image_chs: null,
  image_cht: null,
  title_en: '',
  title_chs: null,
  title_cht: null,
  link: '',
  sort: 0,
  published: false,
};

function Banners() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const list = useAdminQuery(ADMIN_API.adminBanners);
  return (
    <EditableList
      items={list.data}
      newLabel={t('content.newBanner')}
      canCreate={staff.can('operate')}
      summary={(b) => (
        <>
          <img src={b.image_en} alt={b.title_en} width={120} />
          <strong>{b.title_en}</strong>
          <span className="admin-muted">{b.published ? t('content.published') : t('content.draft')}</span>
        </>
      )}
      editor={(b, done) => <BannerEditor initial={b ?? NEW_BANNER} onDone={done} />}
    />
  );
}

function VipLevels() {
  const { t } = useTranslation('admin');
  const settings = useAdminQuery(ADMIN_API.adminSettings);
  const save = useAdminMutation(ADMIN_API.adminSaveVipLevels, t('saved'));
  const [levels, setLevels] = useState<AppConfig['vip_levels'] | null>(null);
  const shown = levels ?? settings.data?.vip_levels;
  if (!shown) return <DotLoading />;
  const set = (i: number, patch: Partial<(typeof shown)[number]>) =>
    setLevels(shown.map((l, j) => (j === i ? { ...l, ...patch, name: { ...l.name, ...(patch.name ?? {}) } } : l)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ levels: shown });
      }}
    >
      <TableWrap label={t('content.vip')}>
        <table className="admin-table">
          <thead>
            <tr>
              <th>VIP</th>
              <th>{t('content.stake')}</th>
              <th>English</th>
              <th>简体</th>
              <th>繁體</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((l, i) => (
              <tr key={l.level}>
                <td>{l.level}</td>
                <td>
                  <input
                    aria-label={`VIP ${l.level} ${t('content.stake')}`}
                    inputMode="decimal"
                    value={l.stake}
                    onChange={(e) => set(i, { stake: Number(e.target.value) || 0 })}
                  />
                </td>
                {(['en', 'chs', 'cht'] as const).map((k) => (
                  <td key={k}>
                    <input
                      aria-label={`VIP ${l.level} ${k}`}
                      value={l.name[k]}
                      maxLength={40}
                      onChange={(e) => set(i, { name: { ...l.name, [k]: e.target.value } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <p className="admin-muted">{t('content.vipNote')}</p>
      <SaveButton busy={save.isPending} />
    </form>
  );
}

type ProductDraft = Omit<AdminProduct, 'id' | 'active_contracts'> & { id?: number };

function ProductEditor({ initial, onDone }: { initial: ProductDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const save = useAdminMutation(ADMIN_API.adminSaveProduct, t('saved'));
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const { id, ...rest } = d;
        save.mutate({ ...(id ? { id } : {}), ...rest }, { onSuccess: onDone });
      }}
    >
      <div className="admin-grid">
        {LANGS.map(([key, name]) => (
          <Field key={key} label={`${t('content.name')} (${name})`}>
            <input
              value={d[`name_${key}`]}
              maxLength={60}
              required
              onChange={(e) => setD({ ...d, [`name_${key}`]: e.target.value })}
            />
          </Field>
        ))}
        <Field label={t('content.min')}>
          <input inputMode="decimal" defaultValue={d.min} onChange={(e) => setD({ ...d, min: num(e.target.value) })} />
        </Field>
        <Field label={t('content.max')}>
          <input inputMode="decimal" defaultValue={d.max} onChange={(e) => setD({ ...d, max: num(e.target.value) })} />
        </Field>
        <Field label={t('content.rate')} hint={t('content.rateHint', { total: (d.daily_rate * d.days).toFixed(2) })}>
          <input
            inputMode="decimal"
            defaultValue={d.daily_rate}
            onChange={(e) => setD({ ...d, daily_rate: num(e.target.value) })}
          />
        </Field>
        <Field label={t('content.days')}>
          <input
            inputMode="numeric"
            defaultValue={d.days}
            onChange={(e) => setD({ ...d, days: num(e.target.value) })}
          />
        </Field>
      </div>
      {LANGS.map(([key, name]) => (
        <Field key={key} label={`${t('content.contract')} (${name})`}>
          <textarea
            value={d[`contract_${key}`]}
            onChange={(e) => setD({ ...d, [`contract_${key}`]: e.target.value })}
          />
        </Field>
      ))}
      <label className="admin-row">
        <input type="checkbox" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
        {t('rooms.enabled')}
      </label>
      <p className="admin-muted">{t('content.productNote')}</p>
      <SaveButton busy={save.isPending} />
    </form>
  );
}

const NEW_PRODUCT: ProductDraft = {
  name_en: '',
  name_chs: '',
  name_cht: '',
  contract_en: '',
  contract_chs: '',
  contract_cht: '',
  min: 100,
  max: 1000,
  daily_rate: 0.1,
  days: 30,
  enabled: true,
  sort: 0,
};

function Products() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const list = useAdminQuery(ADMIN_API.adminProducts);
  return (
    <EditableList
      items={list.data}
      newLabel={t('content.newProduct')}
      canCreate={staff.can('operate')}
      testId="product-item"
      summary={(p) => (
        <>
          <strong>{p.name_en}</strong>
          <span className="admin-muted">
            {usd(p.min)}–{usd(p.max)} · {p.daily_rate}% × {p.days} · {t('content.running', { n: p.active_contracts })}
          </span>
          {p.enabled ? null : <span className="admin-warn">{t('rooms.disabled')}</span>}
        </>
      )}
      editor={(p, done) => <ProductEditor initial={p ?? NEW_PRODUCT} onDone={done} />}
    />
  );
}

export function ContentPage() {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('nav.content')}>
      <Tabs defaultActiveKey="articles">
        <Tabs.Tab title={t('content.articles')} key="articles">
          <Articles />
        </Tabs.Tab>
        <Tabs.Tab title={t('content.banners')} key="banners">
          <Banners />
        </Tabs.Tab>
        <Tabs.Tab title={t('content.vip')} key="vip">
          <VipLevels />
        </Tabs.Tab>
        <Tabs.Tab title={t('content.products')} key="products">
          <Products />
        </Tabs.Tab>
      </Tabs>
    </Section>
  );
}
