import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, isLostAnswer } from '../../api/client';
import { alertDialog } from '../../ui/feedback';
import { Labelled } from '../../ui/labelled';
import { usd, when } from './format';
import { Card, NoEntries, NotYet, Section, TableWrap } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** One row of a pair table: what and when on the left, its amount or state on the right, a note under each. */
type PairRow = { key: string; left: string; leftNote: string; right: string; rightNote: string; warn?: boolean };

/**
 * A section of rows of two cells (sessions, sign-ins, the fund flow, orders): read down a phone's
 * screen, where a table of four to six columns scrolled sideways with its times and rooms broken over lines.
 */
function PairSection({
  title,
  rows,
  testId,
  mono,
}: {
  title: string;
  rows: PairRow[];
  testId?: string;
  mono?: boolean;
}) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <NoEntries />
      ) : (
        <TableWrap label={title}>
          <table className="admin-table admin-pairs" data-testid={testId}>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <td>
                    {r.left}
                    <div className="admin-muted">{r.leftNote}</div>
                  </td>
                  <td>
                    <div className={r.warn ? 'admin-warn' : undefined}>{r.right}</div>
                    <div className={mono ? 'admin-mono' : 'admin-muted'}>{r.rightNote}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Section>
  );
}

function Actions({
  id,
  username,
  level,
  override,
  frozen,
}: {
  id: number;
  username: string;
  level: number;
  override: boolean;
  frozen: boolean;
}) {
  const { t } = useTranslation('admin');
  const [vip, setVip] = useState(String(level));
  const member = { label: t('ask.member'), value: username };
  const setVipLevel = useAdminMutation(ADMIN_API.adminSetVip, t('saved'), (b) => ({
    title: t('ask.setVip'),
    rows: [
      member,
      { label: t('member.vipLevel'), value: b.level === null ? t('member.clearVip') : `VIP ${level} → VIP ${b.level}` },
    ],
  }));
  const freeze = useAdminMutation(ADMIN_API.adminFreeze, t('saved'), (b) => ({
    title: t(b.frozen ? 'member.freeze' : 'member.unfreeze'),
    rows: [member],
    note: t(b.frozen ? 'member.freezeConfirm' : 'member.unfreezeConfirm'),
  }));
  const reset = useAdminMutation(ADMIN_API.adminResetPassword, undefined, (b) => ({
    title: t(`member.reset.${b.kind}.button`),
    rows: [member],
    note: t(`member.reset.${b.kind}.confirm`),
  }));
  const resetPassword = async (kind: 'login' | 'pay') => {
    const answer = await reset.mutateAsync({ user_id: id, kind }).catch(() => undefined);
    if (!answer) return;
    await alertDialog({
      confirmText: t('confirm'),
      title: t(`member.reset.${kind}.title`),
      content: (
        <div>
          <p>{t('member.reset.once')}</p>
          <p className="admin-mono" data-testid="temporary-password">
            {answer.temporary}
          </p>
        </div>
      ),
    });
  };
  return (
    <Section title={t('member.actions')}>
      <div className="admin-row">
        <select aria-label={t('member.vipLevel')} value={vip} onChange={(e) => setVip(e.target.value)}>
          {LEVELS.map((n) => (
            <option key={n} value={n}>
              VIP {n}
            </option>
          ))}
        </select>
        <Button size="small" color="primary" onClick={() => setVipLevel.mutate({ user_id: id, level: Number(vip) })}>
          {t('member.setVip')}
        </Button>
        {override ? (
          <Button size="small" onClick={() => setVipLevel.mutate({ user_id: id, level: null })}>
            {t('member.clearVip')}
          </Button>
        ) : null}
      </div>
      <div className="admin-row" style={{ marginTop: 8 }}>
        <Button
          size="small"
          color={frozen ? 'success' : 'danger'}
          onClick={() => freeze.mutate({ user_id: id, frozen: !frozen })}
        >
          {t(frozen ? 'member.unfreeze' : 'member.freeze')}
        </Button>
        <Button size="small" onClick={() => void resetPassword('login')}>
          {t('member.reset.login.button')}
        </Button>
        <Button size="small" onClick={() => void resetPassword('pay')}>
          {t('member.reset.pay.button')}
        </Button>
      </div>
    </Section>
  );
}

export function MemberPage() {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useAdminQuery(ADMIN_API.adminMember, { user_id: id }, { enabled: valid, inPage: true });
  // No such member (1002), or a staff account's id (3058): said here; anything else, as the server put it.
  const none = !valid || (detail.error instanceof ApiError && [1002, 3058].includes(detail.error.errCode ?? 0));
  if (none) return <ErrorBlock status="empty" title={t('member.none')} description={t('member.noneText')} />;
  if (detail.isError && !isLostAnswer(detail.error)) {
    return <ErrorBlock status="default" title={detail.error.message} description="" />;
  }
  const d = detail.data;
  if (!d) return <NotYet query={detail} />;
  const m = d.member;
  const lang = i18n.language;
  return (
    <>
      <Link to="/admin/members">← {t('nav.members')}</Link>
      <Section
        title={
          <>
            <span translate="no">{m.username}</span> · #{m.id}
          </>
        }
      >
        <div className="admin-cards">
          <Card label={t('member.cash')} testId="member-cash">
            {usd(d.balances.cash)}
          </Card>
          <Card label={t('member.hold')}>{usd(d.balances.hold)}</Card>
          <Card label={t('member.pledge')}>{usd(d.balances.pledge)}</Card>
          <Card label="VIP" testId="member-level">
            {m.level}
            {m.vip_override !== null ? t('member.override') : ''}
          </Card>
          <Card label={t('members.status')} testId="member-status" warn={m.status === 'frozen'}>
            {t(`members.${m.status}`)}
          </Card>
          <Card label={t('member.stake')}>{usd(m.settled_stake)}</Card>
        </div>
        <p className="admin-muted">
          +{m.quhao} · {t('members.code')} <span translate="no">{m.invitation_code}</span> ·{' '}
          {/* A line breaks between the facts, never inside the date and time. */}
          <span className="admin-nowrap">
            {t('members.joined')} {when(m.created_at, lang)}
          </span>
          {m.must_change.login || m.must_change.pay ? ` · ${t('member.mustChange')}` : ''}
        </p>
      </Section>
      {staff.can('operate') && m.role === 'user' ? (
        <Actions
          id={m.id}
          username={m.username}
          level={m.level}
          override={m.vip_override !== null}
          frozen={m.status === 'frozen'}
        />
      ) : null}
      <Section title={t('member.play')}>
        {(['deposit', 'loss'] as const).map((kind) => {
          const l = d.play[kind];
          return (
            <p key={kind}>
              <Labelled label={t(`member.limit.${kind}`)}>
                {l.amount === null ? t('member.noLimit') : `${usd(l.amount)} / ${t(`member.period.${l.period}`)}`}
              </Labelled>
              {l.pending ? t('member.pendingLimit', { at: when(l.pending.from, lang) }) : ''}
            </p>
          );
        })}
        <p>
          <Labelled label={t('member.reminder')}>{d.play.reminder_minutes ?? '—'}</Labelled> ·{' '}
          {d.play.excluded_until ? (
            <span className="admin-warn">{t('member.excluded', { until: when(d.play.excluded_until, lang) })}</span>
          ) : (
            t('member.notExcluded')
          )}
        </p>
        <p className="admin-muted">{t('member.exclusionNote')}</p>
      </Section>
      <PairSection
        title={t('member.flow')}
        testId="member-flow"
        rows={d.flow.map((f) => ({
          key: String(f.id),
          left: f.reason,
          leftNote: when(f.time, lang),
          right: usd(f.money),
          rightNote: t('member.after', { amount: usd(f.after) }),
        }))}
      />
      <PairSection
        title={t('member.orders')}
        testId="member-orders"
        rows={d.orders.map((o) => ({
          key: String(o.id),
          left: `${o.room} · ${o.valuecn} × ${o.rate}`,
          leftNote: String(o.seqno),
          right: usd(o.money),
          rightNote:
            o.payout > 0
              ? t('member.paid', { amount: usd(o.payout) })
              : t(`games.status.${o.status}`, { ns: 'translation' }),
        }))}
      />
      <Section title={t('member.contracts')}>
        {d.contracts.length === 0 ? <NoEntries /> : null}
        {d.contracts.map((c) => (
          <p key={c.id}>
            #{c.id} {c.product} · {usd(c.principal)} · {c.periods_paid}/{c.days} ·{' '}
            {t(`finance.status.${c.status}`, { ns: 'translation' })}
          </p>
        ))}
      </Section>
      <PairSection
        title={t('member.sessions')}
        mono
        rows={d.sessions.map((s) => ({
          key: String(s.id),
          left: when(s.created_at, lang),
          leftNote: t('member.lastUsed', { at: when(s.last_seen_at, lang) }),
          right: s.active ? t('member.active') : t('member.ended'),
          rightNote: s.ip ?? '—',
        }))}
      />
      <PairSection
        title={t('member.signIns')}
        mono
        testId="member-sign-ins"
        rows={d.sign_ins.map((s) => ({
          key: `${s.at}${s.result}`,
          left: when(s.at, lang),
          leftNote: s.device || t('sessions.unknown', { ns: 'translation' }),
          right: t(`sessions.result.${s.result}`, { ns: 'translation' }),
          rightNote: s.ip ?? '—',
          warn: s.result !== 'ok',
        }))}
      />
    </>
  );
}
