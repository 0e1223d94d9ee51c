import type { AdminProduct } from '@roundhouse/contract';
import { langFields } from '@roundhouse/contract/web';
import { ADMIN_API, DAILY_RATE, LIST_ORDER, PRODUCT_DAYS, TRANSFER_USD } from '@roundhouse/contract/web-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usd } from '../format';
import { EditableList, Field, NumberInput, SaveButton, useRangeText } from '../parts';
import { useStaff } from '../staff';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { LANGS, useInLang, useSubmitItem } from './shared';

type ProductDraft = Omit<AdminProduct, 'id' | 'active_contracts'> & { id?: number };

/** A product's range lies within what one transfer may be (the server refuses it otherwise: 3065). */
const PRINCIPAL = { ...TRANSFER_USD, step: 0.01 };

function ProductEditor({ initial, onDone }: { initial: ProductDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const range = useRangeText();
  const save = useAdminMutation(ADMIN_API.adminSaveProduct, t('saved'));
  const submit = useSubmitItem(d, save.mutateAsync, onDone);
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  const figures = [
    { key: 'min', label: 'content.min', limits: PRINCIPAL, hint: range(PRINCIPAL) },
    // Not below the minimum (the server would refuse it: 3056).
    {
      key: 'max',
      label: 'content.max',
      limits: { ...PRINCIPAL, min: Number.isFinite(d.min) ? Math.max(d.min, PRINCIPAL.min) : PRINCIPAL.min },
      hint: range(PRINCIPAL),
    },
    {
      key: 'daily_rate',
      label: 'content.rate',
      limits: DAILY_RATE,
      hint: Number.isFinite(d.daily_rate * d.days)
        ? t('content.rateHint', { total: (d.daily_rate * d.days).toFixed(2) })
        : undefined,
    },
    { key: 'days', label: 'content.days', limits: PRODUCT_DAYS, hint: range(PRODUCT_DAYS) },
    { key: 'sort', label: 'rooms.sort', limits: LIST_ORDER, hint: undefined },
  ] as const;
  return (
    <form onSubmit={submit}>
      <div className="admin-grid">
        {LANGS.map(([key, name]) => (
          <Field key={key} label={`${t('content.name')} (${name})`}>
            <input
              name={`name_${key}`}
              value={d[`name_${key}`]}
              maxLength={60}
              required
              onChange={(e) => setD({ ...d, [`name_${key}`]: e.target.value })}
            />
          </Field>
        ))}
        {figures.map(({ key, label, limits, hint }) => (
          <Field key={key} label={t(label)} hint={hint}>
            <NumberInput
              limits={limits}
              name={key}
              required
              defaultValue={d[key]}
              onChange={(e) => setD({ ...d, [key]: num(e.target.value) })}
            />
          </Field>
        ))}
      </div>
      {LANGS.map(([key, name]) => (
        <Field key={key} label={`${t('content.contract')} (${name})`}>
          <textarea
            name={`contract_${key}`}
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
  ...langFields('name', () => ''),
  ...langFields('contract', () => ''),
  min: TRANSFER_USD.min,
  max: TRANSFER_USD.max,
  daily_rate: 0.1,
  days: 30,
  // Off until its texts are written and it is switched on, as a new article or banner is a draft.
  enabled: false,
  sort: 0,
};

export function Products() {
  const { t } = useTranslation('admin');
  const inLang = useInLang();
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
          <strong>{inLang.show(p, 'name')}</strong>
          <span className="admin-muted admin-parts">
            <span>
              {usd(p.min)}–{usd(p.max)}
            </span>{' '}
            · <span>{t('content.terms', { rate: p.daily_rate, count: p.days })}</span> ·{' '}
            <span>{t('content.running', { n: p.active_contracts })}</span>
          </span>
          {p.enabled ? null : <span className="admin-warn">{t('rooms.disabled')}</span>}
        </>
      )}
      editor={(p, done) => <ProductEditor initial={p ?? NEW_PRODUCT} onDone={done} />}
    />
  );
}
