import type { AdminWithdrawal } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useMutation } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { usd, when } from './parts';
import { BulkBar, Copy, Decide, ItemHead, type QueueFilter, QueuePager, queueBody, useSelection } from './queue-parts';
import { useStaff } from './staff';
import { useAdminBulk, useAdminMutation, useAdminQuery } from './use-admin';

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

/** The withdrawal queue: each with its member's context, decided one by one; rejected in bulk. */
export function WithdrawalQueue({ filter }: { filter: QueueFilter }) {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const [page, setPage] = useState(1);
  const list = useAdminQuery(ADMIN_API.adminWithdrawals, queueBody(filter, page));
  const selection = useSelection();
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
  // No bulk payout (four eyes, step-up and the destination check are per payout): bulk rejection only.
  const rejectAll = useAdminBulk(ADMIN_API.adminRejectWithdrawal, (bodies) => ({
    title: t('ask.rejectWithdrawals', { n: bodies.length }),
    rows: bodies.map((b) => {
      const w = byId.get(Number(b.id));
      return { label: `#${b.id} ${w?.username ?? ''}`, value: `${usd(w?.money ?? 0)} USD` };
    }),
  }));
  const pending = (list.data ?? []).filter((w) => w.status === 'pending').map((w) => w.id);
  if (!list.data) return <DotLoading />;
  if (list.data.length === 0) return <p className="admin-muted">{t('queues.empty')}</p>;
  const canBulk = staff.can('operate') && pending.length > 0;
  return (
    <>
      {canBulk ? (
        <BulkBar
          pending={pending}
          selection={selection}
          actions={[
            {
              label: t('queues.rejectSelected', { n: selection.ids.size }),
              danger: true,
              busy: rejectAll.isPending,
              run: (ids) =>
                rejectAll.mutate(
                  ids.map((id) => ({ id, note: '' })),
                  { onSuccess: selection.clear },
                ),
            },
          ]}
        />
      ) : null}
      {list.data.map((w: AdminWithdrawal) => (
        <div key={w.id} className="admin-item" data-testid="withdrawal-item">
          <ItemHead item={w} selection={canBulk && w.status === 'pending' ? selection : undefined} />
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
      <QueuePager page={page} shown={list.data.length} onPage={setPage} />
    </>
  );
}
