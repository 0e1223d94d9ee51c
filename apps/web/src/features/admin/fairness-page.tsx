import type { AdminChain } from '@roundhouse/contract';
import { LOCALE_TO_LANG, type Locale, saltOriginText } from '@roundhouse/contract/web';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { GAME_TYPES } from '@roundhouse/game';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from './format';
import { Field, NotYet, Section } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

function SaltForm({ chain }: { chain: AdminChain }) {
  const { t } = useTranslation('admin');
  const [salt, setSalt] = useState('');
  const [origin, setOrigin] = useState('');
  const save = useAdminMutation(ADMIN_API.adminSetSalt, t('saved'), (b) => ({
    title: t('fair.setSalt'),
    rows: [
      { label: t('fair.salt'), value: <code className="admin-mono">{b.salt}</code> },
      { label: t('fair.origin'), value: b.origin },
    ],
    note: t('fair.saltConfirm'),
  }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ chain_id: chain.id, salt: salt.trim(), origin });
      }}
    >
      <Field label={t('fair.salt')} hint={t('fair.saltHint')}>
        <input name="salt" value={salt} maxLength={128} required onChange={(e) => setSalt(e.target.value)} />
      </Field>
      <Field label={t('fair.origin')}>
        <input name="origin" value={origin} maxLength={200} required onChange={(e) => setOrigin(e.target.value)} />
      </Field>
      <Button size="small" color="primary" type="submit" loading={save.isPending}>
        {t('fair.setSalt')}
      </Button>
    </form>
  );
}

export function FairnessPage() {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const chains = useAdminQuery(ADMIN_API.adminChains);
  const rotate = useAdminMutation(ADMIN_API.adminRotateChain, t('fair.rotated'), (b) => ({
    title: t('fair.rotate'),
    rows: [{ label: t('ask.game'), value: t(`game.${b.game_type}`) }],
    note: t('fair.rotateConfirm'),
  }));
  if (!chains.data) return <NotYet query={chains} />;
  return (
    <>
      {GAME_TYPES.map((type) => (
        <Section
          key={type}
          title={t(`game.${type}`)}
          right={
            staff.can('operate') ? (
              <Button size="small" loading={rotate.isPending} onClick={() => rotate.mutate({ game_type: type })}>
                {t('fair.rotate')}
              </Button>
            ) : null
          }
        >
          {/* Live mode: no chain with a salt means the game is paused until one is set. */}
          {chains.data.some((c) => c.game_type === type && c.salt_editable) &&
          !chains.data.some((c) => c.game_type === type && c.active) ? (
            <p className="admin-warn" data-testid="needs-salt">
              {t('fair.needsSalt')}
            </p>
          ) : null}
          {chains.data
            .filter((c) => c.game_type === type)
            .slice(0, 5)
            .map((c) => (
              <div key={c.id} className="admin-item" data-testid="chain-item">
                <div className="admin-row">
                  <strong>#{c.id}</strong>
                  {c.active ? <span className="admin-ok">{t('fair.active')}</span> : null}
                  <span className="admin-muted">
                    {t('fair.used', { used: c.used, left: c.left, length: c.length })} ·{' '}
                    {when(c.created_at, i18n.language)}
                  </span>
                </div>
                <div className="admin-muted">{t('fair.terminal')}</div>
                <div className="admin-mono">{c.terminal_hash}</div>
                <div className="admin-muted">{t('fair.salt')}</div>
                <div className="admin-mono">{c.salt || t('fair.saltPending')}</div>
                <div className="admin-muted">
                  {saltOriginText(c.salt_origin, LOCALE_TO_LANG[i18n.language as Locale] ?? 'en')}
                </div>
                {c.salt_editable && staff.can('operate') ? <SaltForm chain={c} /> : null}
              </div>
            ))}
        </Section>
      ))}
      <p className="admin-muted">{t('fair.note')}</p>
    </>
  );
}
