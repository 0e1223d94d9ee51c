import { type ApiLang, LANGUAGES } from '@roundhouse/contract/web';
import { useTranslation } from 'react-i18next';
import { Field } from '../parts';

/** Every language of the registry as [API code, own name]: the tabs of a text in several languages. */
export const LANGS = LANGUAGES.map((l) => [l.api, l.name] as const);
export type Lang = ApiLang;

/** The article groups, as options of a select. */
export function GroupOptions() {
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
export function SortAndPublished({
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
export function Preview({ html }: { html: string }) {
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
