import type { AdminSettings } from '@roundhouse/contract';
import { ADMIN_API, CONSOLE_USD, WITHDRAWALS_A_DAY } from '@roundhouse/contract/web-admin';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Field, NotYet, NumberInput, Section } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';
import { useDraft } from './use-draft';

/** The withdrawal rules' fields: each rule, what it takes, its label and its hint (0 is "none"). */
const RULES = [
  ['daily_count', WITHDRAWALS_A_DAY, 'settings.dailyCount', 'settings.zeroNone'],
  ['min', CONSOLE_USD, 'settings.minWithdraw', 'settings.zeroNone'],
  ['two_approvals_from', CONSOLE_USD, 'settings.twoApprovalsFrom', 'settings.twoApprovalsHint'],
] as const;

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const { d, setD, text } = useDraft(initial);
  const save = useAdminMutation(ADMIN_API.adminSaveSettings, t('saved'));
  const version = (os: 'android' | 'ios', key: 'version' | 'url', value: string) =>
    setD({ ...d, versions: { ...d.versions, [os]: { ...d.versions[os], [key]: value } } });
  // A withdrawal rule's figure as typed (blank or not a number: 0, which the hints call "none").
  const rule = (key: keyof AdminSettings['withdraw_rules'], value: string) =>
    setD({ ...d, withdraw_rules: { ...d.withdraw_rules, [key]: Number(value) || 0 } });
  const exchange = (i: number, key: 'name' | 'url', value: string) =>
    setD({ ...d, exchanges: d.exchanges.map((x, j) => (j === i ? { ...x, [key]: value } : x)) });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(d);
      }}
    >
      <Section title={t('settings.app')}>
        <div className="admin-grid">
          <Field label={t('settings.name')}>
            <input {...text('app_name')} maxLength={40} required />
          </Field>
          <Field label={t('settings.support')} hint={<span translate="no">https://…</span>}>
            <input type="url" {...text('kefu_url')} maxLength={500} />
          </Field>
        </div>
        <Field label={t('settings.deposit')}>
          <textarea {...text('deposit_instructions')} maxLength={2000} />
        </Field>
      </Section>
      <Section title={t('settings.withdraw')}>
        <div className="admin-grid">
          {RULES.map(([key, limits, label, hint]) => (
            <Field key={key} label={t(label)} hint={t(hint)}>
              <NumberInput
                limits={limits}
                name={`withdraw_rules.${key}`}
                defaultValue={d.withdraw_rules[key]}
                onChange={(e) => rule(key, e.target.value)}
              />
            </Field>
          ))}
        </div>
      </Section>
      <Section title={t('settings.exchanges')}>
        {d.exchanges.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id; a row is its place while it is edited
          <div key={i} className="admin-row">
            <input
              aria-label={t('settings.exchangeName')}
              name={`exchanges.${i}.name`}
              value={x.name}
              maxLength={200}
              onChange={(e) => exchange(i, 'name', e.target.value)}
            />
            <input
              aria-label={t('settings.exchangeUrl')}
              name={`exchanges.${i}.url`}
              type="url"
              value={x.url}
              maxLength={500}
              onChange={(e) => exchange(i, 'url', e.target.value)}
            />
            <Button size="mini" onClick={() => setD({ ...d, exchanges: d.exchanges.filter((_, j) => j !== i) })}>
              {t('remove')}
            </Button>
          </div>
        ))}
        {d.exchanges.length < 12 ? (
          <Button
            size="mini"
            onClick={() => setD({ ...d, exchanges: [...d.exchanges, { name: '', url: 'https://' }] })}
          >
            {t('add')}
          </Button>
        ) : null}
      </Section>
      <Section title={t('settings.versions')}>
        <div className="admin-grid">
          {(['android', 'ios'] as const).map((os) => (
            <div key={os}>
              <Field label={`${os === 'ios' ? 'iOS' : 'Android'} · ${t('settings.version')}`}>
                <input
                  name={`versions.${os}.version`}
                  value={d.versions[os].version}
                  maxLength={20}
                  onChange={(e) => version(os, 'version', e.target.value)}
                />
              </Field>
              <Field label={`${os === 'ios' ? 'iOS' : 'Android'} · ${t('settings.download')}`}>
                <input
                  type="url"
                  name={`versions.${os}.url`}
                  value={d.versions[os].url}
                  maxLength={500}
                  onChange={(e) => version(os, 'url', e.target.value)}
                />
              </Field>
            </div>
          ))}
        </div>
      </Section>
      {staff.can('operate') ? (
        <Button color="primary" type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      ) : null}
    </form>
  );
}

export function SettingsPage() {
  const settings = useAdminQuery(ADMIN_API.adminSettings);
  if (!settings.data) return <NotYet query={settings} />;
  const { vip_levels: _levels, ...initial } = settings.data;
  return <SettingsForm initial={initial} />;
}
