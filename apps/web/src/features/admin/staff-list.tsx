import type { StaffRow } from '@roundhouse/contract';
import { ADMIN_API, STAFF_ROLES, type StaffRole } from '@roundhouse/contract/web-admin';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from './format';
import { NotYet } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

/** A staff member's open sessions, each with "sign out", and "sign out everywhere". */
function StaffSessions({ member }: { member: StaffRow }) {
  const { t, i18n } = useTranslation('admin');
  const sessions = useAdminQuery(ADMIN_API.adminStaffSessions, { user_id: member.id });
  const end = useAdminMutation(ADMIN_API.adminEndStaffSessions, t('saved'), (b) => ({
    title: t(b.id === undefined ? 'staff.endAll' : 'staff.endSession'),
    rows: [{ label: t('ask.staff'), value: member.username }],
    ...(b.id === undefined ? { note: t('staff.endAllConfirm', { name: member.username }) } : {}),
  }));
  if (!sessions.data) return <NotYet query={sessions} />;
  if (sessions.data.length === 0) return <p className="admin-muted">{t('staff.noSessions')}</p>;
  return (
    <div data-testid="staff-sessions">
      {sessions.data.map((s) => (
        <div key={s.id} className="admin-row admin-session">
          <span>
            {s.device || '—'} · {s.ip ?? '—'}
            <br />
            <small className="admin-muted">
              {when(s.created_at, i18n.language)} → {when(s.last_seen_at, i18n.language)}
              {s.current ? ` · ${t('staff.thisSession')}` : ''}
            </small>
          </span>
          <Button
            className="admin-end"
            size="mini"
            loading={end.isPending && end.variables?.id === s.id}
            onClick={() => end.mutate({ user_id: member.id, id: s.id })}
          >
            {t('staff.endSession')}
          </Button>
        </div>
      ))}
      <Button size="small" color="danger" fill="outline" onClick={() => end.mutate({ user_id: member.id })}>
        {t('staff.endAll')}
      </Button>
    </div>
  );
}

/** One staff account: what it is, and (for admins, on others) what may be changed. */
function StaffCard({ member }: { member: StaffRow }) {
  const { t, i18n } = useTranslation('admin');
  const me = useStaff();
  const [open, setOpen] = useState(false);
  const who = { label: t('ask.staff'), value: member.username };
  const role = useAdminMutation(ADMIN_API.adminSetStaffRole, t('saved'), (b) => ({
    title: t('staff.roleConfirm', { name: member.username, role: t(`role.${b.role}`) }),
    rows: [who, { label: t('staff.role'), value: `${t(`role.${member.role}`)} → ${t(`role.${b.role}`)}` }],
  }));
  const enabled = useAdminMutation(ADMIN_API.adminSetStaffEnabled, t('saved'), (b) => ({
    title: t(b.enabled ? 'staff.enable' : 'staff.disable'),
    rows: [who],
    note: t(b.enabled ? 'staff.enableConfirm' : 'staff.disableConfirm', { name: member.username }),
  }));
  const reset = useAdminMutation(ADMIN_API.adminResetStaffTwoFactor, t('saved'), () => ({
    title: t('staff.reset2fa'),
    rows: [who],
    note: t('staff.reset2faConfirm', { name: member.username }),
  }));
  const manage = me.can('staff') && member.id !== me.id;
  const frozen = member.status === 'frozen';
  return (
    <div className="admin-item" data-testid="staff-member">
      <div className="admin-row">
        <strong translate="no">{member.username}</strong>
        <span>{t(`role.${member.role}`)}</span>
        {member.id === me.id ? <span className="admin-muted">{t('staff.you')}</span> : null}
        {frozen ? <span className="admin-warn">{t('staff.disabled')}</span> : null}
      </div>
      <div className="admin-muted">
        {member.two_factor ? t('staff.twoFactorOn') : t('staff.twoFactorOff')} ·{' '}
        {t('staff.sessions', { n: member.sessions })} ·{' '}
        {member.last_seen_at
          ? t('staff.lastSeen', { when: when(member.last_seen_at, i18n.language) })
          : t('staff.never')}
      </div>
      {manage ? (
        <div className="admin-row admin-actions">
          <select
            aria-label={t('staff.role')}
            value={member.role}
            disabled={role.isPending}
            onChange={(e) => role.mutate({ user_id: member.id, role: e.target.value as StaffRole })}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
          <Button
            size="mini"
            color={frozen ? 'primary' : 'danger'}
            fill="outline"
            loading={enabled.isPending}
            onClick={() => enabled.mutate({ user_id: member.id, enabled: frozen })}
          >
            {frozen ? t('staff.enable') : t('staff.disable')}
          </Button>
          {member.two_factor ? (
            <Button
              size="mini"
              fill="outline"
              loading={reset.isPending}
              onClick={() => reset.mutate({ user_id: member.id })}
            >
              {t('staff.reset2fa')}
            </Button>
          ) : null}
          <Button size="mini" onClick={() => setOpen(!open)}>
            {open ? t('close') : t('staff.showSessions')}
          </Button>
        </div>
      ) : null}
      {open ? <StaffSessions member={member} /> : null}
    </div>
  );
}

/** Every staff account, newest last. */
export function StaffList() {
  const list = useAdminQuery(ADMIN_API.adminStaff);
  if (!list.data) return <NotYet query={list} />;
  return (
    <>
      {list.data.map((member) => (
        <StaffCard key={member.id} member={member} />
      ))}
    </>
  );
}
