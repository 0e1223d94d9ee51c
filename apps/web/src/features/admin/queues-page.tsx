import type { AdminDeposit, AdminWithdrawal } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useMutation } from '@tanstack/react-query';
import { Button, DotLoading, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client';
import { toast } from '../../ui/feedback';
import { Section, usd, when } from './parts';
import { useStaff } from './staff';
import { useAdminMutation, useAdminQuery } from './use-admin';

type Status = 'pending' | 'all';

/** One pending item: a note the member sees, and the two decisions (each goes through once). */
function Decide({
  onApprove,
  onReject,
  busy,
  approveLabel,
}: {
  onApprove: (note: string) => void;
  onReject: (note: string) => void;
  busy: boolean;
  approveLabel: string;
}) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  return (
    <div className="admin-row">
      <input
        aria-label={t('queues.note')}
        placeholder={t('queues.note')}
        value={note}
        maxLength={200}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button size="small" color="primary" disabled={busy} onClick={() => onApprove(note)}>
        {approveLabel}
      </Button>
      <Button size="small" color="danger" fill="outline" disabled={busy} onClick={() => onReject(note)}>
        {t('queues.reject')}
      </Button>
    </div>
  );
}

/** Copies a value, saying so. */
function Copy({ value }: { value: string }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      size="mini"
      fill="none"
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(() => toast({ content: t('queues.copied'), icon: 'success' }))
      }
    >
      {t('queues.copy')}
    </Button>
  );
}

/** The whole destination, for staff who may pay (each look is in the audit log). */
function PayoutDetailsView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const look = useMutation({ mutationFn: () => callApi(ADMIN_API.adminPayoutDetails, { id }) });
  if (!look.data) {
    return (
      <Button size="mini" fill="outline" loading={look.isPending} onClick={() => look.mutate()}>
        {t('queues.showDetails')}
      </Button>
    );
  }
  const d = look.data;
  const rows: [string, string][] =
    d.type === 'Bank'
      ? [
          [t('queues.holder'), d.realname],
          [t('queues.bank'), d.bank],
          [t('queues.branch'), d.branch],
          [t('queues.account'), d.account],
        ]
      : [[t('queues.address'), d.address]];
  return (
    <dl className="admin-details" data-testid="payout-details">
      {rows.map(([label, value]) => (
        <div key={label} className="admin-detail">
          <dt>{label}</dt>
          <dd className="admin-mono">{value || '—'}</dd>
          {value ? <Copy value={value} /> : null}
        </div>
      ))}
    </dl>
  );
}

function Withdrawals({ status }: { status: Status }) {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const list = useAdminQuery(ADMIN_API.adminWithdrawals, status === 'pending' ? { status: 'pending' } : {});
  const byId = new Map((list.data ?? []).map((w) => [w.id, w]));
  const about = (id: number | string, note: string | undefined) => {
    const w = byId.get(Number(id));
    return [
      { label: t('ask.member'), value: w?.username ?? `#${id}` },
      { label: t('ask.amount'), value: `${usd(w?.money ?? 0)} USD` },
      { label: t('ask.destination'), value: w?.destination ?? '—' },
      ...(note ? [{ label: t('ask.note'), value: note }] : []),
    ];
  };
  const approve = useAdminMutation(ADMIN_API.adminApproveWithdrawal, t('queues.done'), (b) => {
    const w = byId.get(Number(b.id));
    const two = (w?.approvals_needed ?? 1) > 1;
    return {
      title: t(two && !w?.approved_by ? 'ask.approveFirst' : 'ask.approve'),
      rows: about(b.id, b.note),
      ...(two ? { note: t(w?.approved_by ? 'ask.secondOfTwo' : 'ask.firstOfTwo') } : {}),
      destination: w?.destination ?? '',
    };
  });
  const reject = useAdminMutation(ADMIN_API.adminRejectWithdrawal, t('queues.done'), (b) => ({
    title: t('ask.rejectWithdrawal'),
    rows: about(b.id, b.note),
  }));
  if (!list.data) return <DotLoading />;
  if (list.data.length === 0) return <p className="admin-muted">{t('queues.empty')}</p>;
  return (
    <>
      {list.data.map((w: AdminWithdrawal) => (
        <div key={w.id} className="admin-item" data-testid="withdrawal-item">
          <div className="admin-row">
            <strong>#{w.id}</strong>
            <Link to={`/admin/members/${w.user_id}`}>{w.username}</Link>
            <strong>{usd(w.money)} USD</strong>
            <span className="admin-muted">{t(`status.${w.status}`)}</span>
          </div>
          <div className="admin-muted" data-testid="withdrawal-context">
            {t('queues.context', {
              balance: usd(w.member_balance),
              deposits: usd(w.deposits_30d),
              withdrawals: usd(w.withdrawals_30d),
            })}
          </div>
          {w.flags.length > 0 ? (
            <div className="admin-row" data-testid="withdrawal-flags">
              {w.flags.map((flag) => (
                <span key={flag} className="admin-flag">
                  {t(`queues.flag.${flag}`)}
                </span>
              ))}
            </div>
          ) : null}
          {w.status === 'pending' && w.approved_by ? (
            <p className="admin-muted" data-testid="withdrawal-first-approval">
              {t('queues.approvedBy', { name: w.approved_by })}
            </p>
          ) : null}
          {w.status === 'pending' && w.member_frozen ? (
            <p className="admin-warn" data-testid="withdrawal-held">
              {t('queues.heldFrozen')}
            </p>
          ) : null}
          {/* The destination names its kind already ("USDT-TRC T…", "HSBC ••••9012"). */}
          <div className="admin-mono">{w.destination}</div>
          {staff.can('operate') ? <PayoutDetailsView id={w.id} /> : null}
          <div className="admin-muted">
            {when(w.created_at, i18n.language)}
            {w.note ? ` · ${w.note}` : ''}
          </div>
          {w.status === 'pending' && staff.can('operate') ? (
            <Decide
              busy={approve.isPending || reject.isPending}
              approveLabel={
                w.approvals_needed < 2
                  ? t('queues.approve')
                  : w.approved_by
                    ? t('queues.secondApproval')
                    : t('queues.firstApproval')
              }
              onApprove={(note) => approve.mutate({ id: w.id, note })}
              onReject={(note) => reject.mutate({ id: w.id, note })}
            />
          ) : null}
        </div>
      ))}
    </>
  );
}

function Deposits({ status }: { status: Status }) {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const list = useAdminQuery(ADMIN_API.adminDeposits, status === 'pending' ? { status: 'pending' } : {});
  const byId = new Map((list.data ?? []).map((d) => [d.id, d]));
  const about = (id: number | string, note: string | undefined) => {
    const d = byId.get(Number(id));
    return [
      { label: t('ask.member'), value: d?.username ?? `#${id}` },
      { label: t('ask.amount'), value: `${usd(d?.money ?? 0)} USD` },
      { label: t('queues.reference'), value: d?.reference || '—' },
      ...(note ? [{ label: t('ask.note'), value: note }] : []),
    ];
  };
  const confirm = useAdminMutation(ADMIN_API.adminConfirmDeposit, t('queues.done'), (b) => ({
    title: t('ask.confirmDeposit'),
    rows: about(b.id, b.note),
  }));
  const reject = useAdminMutation(ADMIN_API.adminRejectDeposit, t('queues.done'), (b) => ({
    title: t('ask.rejectDeposit'),
    rows: about(b.id, b.note),
  }));
  if (!list.data) return <DotLoading />;
  if (list.data.length === 0) return <p className="admin-muted">{t('queues.empty')}</p>;
  return (
    <>
      {list.data.map((d: AdminDeposit) => (
        <div key={d.id} className="admin-item" data-testid="deposit-item">
          <div className="admin-row">
            <strong>#{d.id}</strong>
            <span>{d.username}</span>
            <strong>{usd(d.money)} USD</strong>
            <span className="admin-muted">{t(`status.${d.status}`)}</span>
          </div>
          <div className="admin-muted">
            {t('queues.reference')}: {d.reference || '—'} · {when(d.created_at, i18n.language)}
            {d.note ? ` · ${d.note}` : ''}
          </div>
          {d.status === 'pending' && staff.can('operate') ? (
            <Decide
              busy={confirm.isPending || reject.isPending}
              approveLabel={t('queues.confirm')}
              onApprove={(note) => confirm.mutate({ id: d.id, note })}
              onReject={(note) => reject.mutate({ id: d.id, note })}
            />
          ) : null}
        </div>
      ))}
    </>
  );
}

export function QueuesPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Status>('pending');
  return (
    <Section
      title={t('nav.queues')}
      right={
        <select aria-label={t('queues.show')} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
          <option value="pending">{t('queues.pending')}</option>
          <option value="all">{t('queues.all')}</option>
        </select>
      }
    >
      <Tabs defaultActiveKey="withdrawals">
        <Tabs.Tab title={t('queues.withdrawals')} key="withdrawals">
          <Withdrawals status={status} />
        </Tabs.Tab>
        <Tabs.Tab title={t('queues.deposits')} key="deposits">
          <Deposits status={status} />
        </Tabs.Tab>
      </Tabs>
    </Section>
  );
}
