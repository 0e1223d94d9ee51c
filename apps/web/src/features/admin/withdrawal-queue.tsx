import type { AdminWithdrawal } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { usd, when } from './format';
import { QueueList } from './queue-list';
import { bulkAsk, Copy, Decide, ItemHead, type QueueFilter } from './queue-parts';
import { useAdminBulk, useAdminMutation } from './use-admin';
import { askRows, useQueuePage } from './use-queue-page';

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
  const queue = useQueuePage(ADMIN_API.adminWithdrawals, filter);
  const { staff, byId } = queue;
  const about = (id: number | string, note: string | undefined) => {
    const w = byId.get(Number(id));
    return askRows(t, w, id, { label: t('ask.destination'), value: w?.destination ?? '—' }, note);
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
  const rejectAll = useAdminBulk(ADMIN_API.adminRejectWithdrawal, (bodies) =>
    bulkAsk(t('ask.rejectWithdrawals', { count: bodies.length }), bodies, byId, t),
  );
  return (
    <QueueList
      queue={queue}
      actions={[
        { label: t('queues.rejectSelected', { n: queue.selection.ids.size }), danger: true, decision: rejectAll },
      ]}
    >
      {(w: AdminWithdrawal, selection) => (
        <div key={w.id} className="admin-item" data-testid="withdrawal-item">
          <ItemHead item={w} selection={selection} />
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
              onApprove={(note, request_id) => approve.mutateAsync({ id: w.id, note, request_id })}
              onReject={(note, request_id) => reject.mutateAsync({ id: w.id, note, request_id })}
            />
          ) : null}
        </div>
      )}
    </QueueList>
  );
}
