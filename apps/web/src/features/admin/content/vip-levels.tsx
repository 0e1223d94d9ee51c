import type { AppConfig } from '@roundhouse/contract';
import { LANGUAGES } from '@roundhouse/contract/web';
import { ADMIN_API, VIP_STAKE } from '@roundhouse/contract/web-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotYet, NumberInput, SaveButton, TableWrap } from '../parts';
import { useAdminMutation, useAdminQuery } from '../use-admin';

export function VipLevels() {
  const { t } = useTranslation('admin');
  const settings = useAdminQuery(ADMIN_API.adminSettings);
  const save = useAdminMutation(ADMIN_API.adminSaveVipLevels, t('saved'));
  const [levels, setLevels] = useState<AppConfig['vip_levels'] | null>(null);
  const shown = levels ?? settings.data?.vip_levels;
  if (!shown) return <NotYet query={settings} />;
  const belowPrevious = (i: number) => i > 0 && (shown[i]?.stake ?? 0) <= (shown[i - 1]?.stake ?? 0);
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
              {LANGUAGES.map((l) => (
                <th key={l.api} lang={l.locale} translate="no">
                  {l.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((l, i) => (
              <tr key={l.level}>
                <td>{l.level}</td>
                <td>
                  <NumberInput
                    limits={VIP_STAKE}
                    name={`levels.${i}.stake`}
                    required
                    aria-label={`VIP ${l.level} ${t('content.stake')}`}
                    value={l.stake}
                    onChange={(e) => set(i, { stake: Number(e.target.value) || 0 })}
                    // Each level needs more than the one before (the call refuses the list otherwise).
                    ref={(input) =>
                      input?.setCustomValidity(belowPrevious(i) ? t('content.stakeOrder', { level: i }) : '')
                    }
                  />
                </td>
                {LANGUAGES.map(({ api: k, short }) => (
                  <td key={k}>
                    <input
                      aria-label={`VIP ${l.level} ${short}`}
                      name={`levels.${i}.name.${k}`}
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
