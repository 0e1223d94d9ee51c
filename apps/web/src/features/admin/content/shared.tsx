import {
  type ApiLang,
  ARTICLE_GROUPS,
  FALLBACK_LANG,
  LANGUAGES,
  LOCALE_TO_LANG,
  type Locale,
} from '@roundhouse/contract/web';
import { LIST_ORDER } from '@roundhouse/contract/web-admin';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '../../../api/request-id';
import { Field, NumberInput } from '../parts';

/** Every language of the registry as [API code, own name]: the tabs of a text in several languages. */
export const LANGS = LANGUAGES.map((l) => [l.api, l.name] as const);
export type Lang = ApiLang;

/**
 * An editor's submit: an edited item is sent with its id; a new one without, under a request id kept
 * while it is sent again, so that a create whose answer was lost answers the item it made instead
 * of making another. Done once the item is saved; a refusal was said by the console's mutation.
 */
export function useSubmitItem<T extends { id?: number | undefined }>(
  item: T,
  save: (body: Omit<T, 'id'> & { id?: number; request_id?: string }) => Promise<unknown>,
  onDone: () => void,
) {
  const request = useRequestId();
  return (e: FormEvent) => {
    e.preventDefault();
    const { id, ...rest } = item;
    request.send((request_id) => save(id ? { id, ...rest } : { ...rest, request_id })).then(onDone, () => {});
  };
}

/**
 * One text of an item in one language: required in the fallback language; left empty in another it is
 * stored as null, and members see the fallback language's text (issue 29). A textarea when `lines`.
 */
export function LangText({
  label,
  name,
  lang,
  value,
  onChange,
  maxLength,
  hint,
  lines,
}: {
  label: string;
  /** The body's field (`title_cht`): a refusal naming it is shown here. */
  name: string;
  lang: Lang;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  maxLength?: number;
  hint?: ReactNode;
  lines?: boolean;
}) {
  const required = lang === FALLBACK_LANG;
  const control = {
    name,
    value: value ?? '',
    maxLength,
    required,
    onChange: (e: { target: { value: string } }) => onChange(required ? e.target.value : e.target.value || null),
  };
  return (
    <Field label={label} hint={hint}>
      {lines ? <textarea {...control} /> : <input {...control} />}
    </Field>
  );
}

/** The article groups, as options of a select. */
export function GroupOptions() {
  const { t } = useTranslation('admin');
  return (
    <>
      {Object.values(ARTICLE_GROUPS).map((group) => (
        <option key={group} value={group}>
          {t(`content.group${group}`)}
        </option>
      ))}
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
        <NumberInput
          limits={LIST_ORDER}
          name="sort"
          required
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

/**
 * A row's text in the staff member's language, or its English one where it has none (issue 29):
 * `text` for attributes; `show` marks a fallback as English (lang="en", left untranslated).
 */
export function useInLang() {
  const { i18n } = useTranslation();
  const lang = LOCALE_TO_LANG[i18n.language as Locale] ?? 'en';
  const own = (row: object, field: string) => String((row as Record<string, unknown>)[`${field}_${lang}`] ?? '');
  const text = (row: object, field: string) =>
    own(row, field) || String((row as Record<string, unknown>)[`${field}_en`] ?? '');
  return {
    text,
    show: (row: object, field: string): ReactNode =>
      own(row, field) ? (
        own(row, field)
      ) : (
        <span lang="en" translate="no">
          {text(row, field)}
        </span>
      ),
  };
}
