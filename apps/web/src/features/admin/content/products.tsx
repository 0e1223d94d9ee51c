import type { AdminProduct } from '@roundhouse/contract';
import { langFields } from '@roundhouse/contract/web';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usd } from '../format';
import { EditableList, Field, SaveButton } from '../parts';
import { useStaff } from '../staff';
import { useAdminMutation, useAdminQuery } from '../use-admin';
import { LANGS, submitItem, useInLang } from './shared';

type ProductDraft = Omit<AdminProduct, 'id' | 'active_contracts'> & { id?: number };

function ProductEditor({ initial, onDone }: { initial: ProductDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(initial);
  const save = useAdminMutation(ADMIN_API.adminSaveProduct, t('saved'));
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  return (
    <form onSubmit={submitItem(d, (body) => save.mutate(body, { onSuccess: onDone }))}>
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
  ...langFields('name', () => ''),
  ...langFields('contract', () => ''),
  min: 100,
  max: 1000,
  daily_rate: 0.1,
  days: 30,
  enabled: true,
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
