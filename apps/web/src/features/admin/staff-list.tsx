import type { StaffRow } from '@roundhouse/contract';
import { ADMIN_API, STAFF_ROLES, type StaffRole } from '@roundhouse/contract/web-admin';
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsk, when } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

/** A staff member's open sessions, each with "sign out", and "sign out everywhere". */
function StaffSessions({ member }: { member: StaffRow }) {
  const { t, i18n } = useTranslation('admin');
  const ask = useAsk();
  const sessions = useAdminQuery(ADMIN_API.adminStaffSessions, { user_id: member.id });
  const end = useAdminMutation(ADMIN_API.adminEndStaffSessions, t('saved'));
  if (!sessions.data) return <DotLoading />;
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
      <Button
        size="small"
        color="danger"
        fill="outline"
        onClick={async () => {
          if (await ask(t('staff.endAllConfirm', { name: member.username }))) end.mutate({ user_id: member.id });
        }}
      >
        {t('staff.endAll')}
      </Button>
    </div>
  );
}

/** One staff account: what it is, and (for admins, on others) what may be changed. */
function StaffCard({ member }: { member: StaffRow }) {
  const { t, i18n } = useTranslation('admin');
  const me = useStaff();
  const ask = useAsk();
  const [open, setOpen] = useState(false);
  const role = useAdminMutation(ADMIN_API.adminSetStaffRole, t('saved'));
  const enabled = useAdminMutation(ADMIN_API.adminSetStaffEnabled, t('saved'));
  const reset = useAdminMutation(ADMIN_API.adminResetStaffTwoFactor, t('saved'));
  const manage = me.can('staff') && member.id !== me.id;
  const frozen = member.status === 'frozen';
  return (
    <div className="admin-item" data-testid="staff-member">
      <div className="admin-row">
        <strong>{member.username}</strong>
        <span>{t(`role.${member.role}`)}</span>
        {member.id === me.id ? <span className="admin-muted">({t('staff.you')})</span> : null}
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
            onChange={async (e) => {
              const next = e.target.value as StaffRole;
              const name = t(`role.${next}`);
              if (await ask(t('staff.roleConfirm', { name: member.username, role: name }))) {
                role.mutate({ user_id: member.id, role: next });
              }
            }}
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
            onClick={async () => {
              const text = frozen ? 'staff.enableConfirm' : 'staff.disableConfirm';
              if (await ask(t(text, { name: member.username })))
                enabled.mutate({ user_id: member.id, enabled: frozen });
            }}
          >
            {frozen ? t('staff.enable') : t('staff.disable')}
          </Button>
          {member.two_factor ? (
            <Button
              size="mini"
              fill="outline"
              loading={reset.isPending}
              onClick={async () => {
                if (await ask(t('staff.reset2faConfirm', { name: member.username })))
                  reset.mutate({ user_id: member.id });
              }}
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
  if (!list.data) return <DotLoading />;
  return (
    <>
      {list.data.map((member) => (
        <StaffCard key={member.id} member={member} />
      ))}
    </>
  );
}
