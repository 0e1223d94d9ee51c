import { MEMBER_SORTS } from '@roundhouse/contract/web';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usd, when } from './format';
import { NotYet, Pager, SearchField, Section, TableWrap } from './parts';
import { useAdminQuery } from './use-admin';

const SIZE = 20;

export function MembersPage() {
  const { t, i18n } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'' | 'active' | 'frozen'>('');
  const [level, setLevel] = useState('');
  const [sort, setSort] = useState<(typeof MEMBER_SORTS)[number]>('newest');
  const list = useAdminQuery(ADMIN_API.adminMembers, {
    q,
    page,
    size: SIZE,
    sort,
    ...(status ? { status } : {}),
    ...(level ? { level: Number(level) } : {}),
  });
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Section title={t('nav.members')}>
      <form
        className="admin-row admin-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
          setPage(1);
        }}
      >
        <SearchField label={t('members.search')} value={draft} onChange={setDraft} />
        <select
          aria-label={t('members.status')}
          value={status}
          onChange={(e) => refilter(setStatus)(e.target.value as typeof status)}
        >
          <option value="">{t('members.anyStatus')}</option>
          <option value="active">{t('members.active')}</option>
          <option value="frozen">{t('members.frozen')}</option>
        </select>
        <select aria-label={t('members.level')} value={level} onChange={(e) => refilter(setLevel)(e.target.value)}>
          <option value="">{t('members.anyLevel')}</option>
          {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <option key={n} value={n}>
              VIP {n}
            </option>
          ))}
        </select>
        <select
          aria-label={t('queues.sort')}
          value={sort}
          onChange={(e) => refilter(setSort)(e.target.value as typeof sort)}
        >
          {MEMBER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`members.sorts.${s}`)}
            </option>
          ))}
        </select>
      </form>
      {!list.data ? (
        <NotYet query={list} />
      ) : (
        <TableWrap label={t('nav.members')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th>ID</th>
                <th>{t('members.name')}</th>
                <th>VIP</th>
                <th>{t('members.status')}</th>
                <th className="num">{t('members.balance')}</th>
                <th>{t('members.code')}</th>
                <th>{t('members.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((m) => (
                <tr key={m.id} data-testid="member-row">
                  <td>{m.id}</td>
                  <td>
                    {m.role === 'user' ? (
                      <Link to={`/admin/members/${m.id}`} translate="no">
                        {m.username}
                      </Link>
                    ) : (
                      // A staff account has no member page: it is managed under Staff (issue 22).
                      <span translate="no">{m.username}</span>
                    )}
                    {m.role !== 'user' ? <div className="admin-muted">{t(`role.${m.role}`)}</div> : null}
                  </td>
                  <td>
                    {m.level}
                    {m.vip_override !== null ? '*' : ''}
                  </td>
                  <td className={m.status === 'frozen' ? 'admin-warn nowrap' : 'nowrap'}>{t(`members.${m.status}`)}</td>
                  <td className="num">{usd(m.balance)}</td>
                  <td className="admin-mono nowrap">{m.invitation_code}</td>
                  <td className="nowrap">{when(m.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} size={SIZE} total={list.data.total} onPage={setPage} />
        </TableWrap>
      )}
    </Section>
  );
}
