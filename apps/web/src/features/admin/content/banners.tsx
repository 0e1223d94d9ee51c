import type { AdminBanner } from '@roundhouse/contract';
import { langFieldsWithFallback } from '@roundhouse/contract/web';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useTranslation } from 'react-i18next';
import { EditableList, Field, SaveButton } from '../parts';
import { useStaff } from '../staff';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { useDraft } from '../use-draft';
import { LANGS, LangText, SortAndPublished, useInLang, useSubmitItem } from './shared';

type BannerDraft = Omit<AdminBanner, 'id'> & { id?: number };

/** A banner's texts per language: the image's address and what the image says. */
const TEXTS = [
  ['image', 'content.image', 500],
  ['title', 'content.alt', 200],
] as const;

function BannerEditor({ initial, onDone }: { initial: BannerDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { d, setD, text } = useDraft(initial);
  const save = useAdminMutation(ADMIN_API.adminSaveBanner, t('saved'));
  const submit = useSubmitItem(d, save.mutateAsync, onDone);
  return (
    <form onSubmit={submit}>
      <div className="admin-grid">
        {LANGS.map(([key, name]) => (
          <div key={key}>
            {TEXTS.map(([field, label, maxLength]) => (
              <LangText
                key={field}
                label={`${t(label)} (${name})`}
                name={`${field}_${key}`}
                lang={key}
                value={d[`${field}_${key}`]}
                maxLength={maxLength}
                onChange={(v) => setD({ ...d, [`${field}_${key}`]: v })}
              />
            ))}
            {d[`image_${key}`] ? (
              <img className="admin-preview" src={d[`image_${key}`] ?? ''} alt={d[`title_${key}`] ?? ''} width={160} />
            ) : null}
          </div>
        ))}
      </div>
      <div className="admin-row">
        <Field label={t('content.link')}>
          <input {...text('link')} maxLength={500} />
        </Field>
        <SortAndPublished value={d} onChange={(v) => setD({ ...d, ...v })} />
      </div>
      <SaveButton busy={save.isPending} />
    </form>
  );
}

const NEW_BANNER: BannerDraft = {
  ...langFieldsWithFallback('image', '', null),
  ...langFieldsWithFallback('title', '', null),
  link: '',
  sort: 0,
  published: false,
};

export function Banners() {
  const { t } = useTranslation('admin');
  const inLang = useInLang();
  const staff = useStaff();
  const list = useAdminQuery(ADMIN_API.adminBanners);
  return (
    <EditableList
      items={list.data}
      newLabel={t('content.newBanner')}
      canCreate={staff.can('operate')}
      summary={(b) => (
        <>
          <img src={b.image_en} alt={inLang.text(b, 'title')} width={120} />
          <strong>{inLang.show(b, 'title')}</strong>
          <span className="admin-muted">{b.published ? t('content.published') : t('content.draft')}</span>
        </>
      )}
      editor={(b, done) => <BannerEditor initial={b ?? NEW_BANNER} onDone={done} />}
    />
  );
}
