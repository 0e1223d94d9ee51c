import type { AdminDeposit } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { useTranslation } from 'react-i18next';
import { Labelled } from '../../ui/labelled';
import { when } from './format';
import { QueueList } from './queue-list';
import { bulkAsk, Decide, ItemHead, type QueueFilter } from './queue-parts';
import { useAdminBulk, useAdminMutation } from './use-admin';
import { askRows, useQueuePage } from './use-queue-page';

/** The deposit queue: confirmed or rejected one by one, or the ticked ones at once. */
export function DepositQueue({ filter }: { filter: QueueFilter }) {
  const { t, i18n } = useTranslation('admin');
  const queue = useQueuePage(ADMIN_API.adminDeposits, filter);
  const { staff, byId } = queue;
  const about = (id: number | string, note: string | undefined) => {
    const d = byId.get(Number(id));
    return askRows(t, d, id, { label: t('queues.reference'), value: d?.reference || '—' }, note);
  };
  const confirm = useAdminMutation(ADMIN_API.adminConfirmDeposit, t('queues.done'), (b) => ({
    title: t('ask.confirmDeposit'),
    rows: about(b.id, b.note),
  }));
  const reject = useAdminMutation(ADMIN_API.adminRejectDeposit, t('queues.done'), (b) => ({
    title: t('ask.rejectDeposit'),
    rows: about(b.id, b.note),
  }));
  const confirmAll = useAdminBulk(ADMIN_API.adminConfirmDeposit, (bodies) =>
    bulkAsk(t('ask.confirmDeposits', { count: bodies.length }), bodies, byId, t),
  );
  const rejectAll = useAdminBulk(ADMIN_API.adminRejectDeposit, (bodies) =>
    bulkAsk(t('ask.rejectDeposits', { count: bodies.length }), bodies, byId, t),
  );
  const ticked = queue.selection.ids.size;
  return (
    <QueueList
      queue={queue}
      actions={[
        { label: t('queues.confirmSelected', { n: ticked }), decision: confirmAll },
        { label: t('queues.rejectSelected', { n: ticked }), danger: true, decision: rejectAll },
      ]}
    >
      {(d: AdminDeposit, selection) => (
        <div key={d.id} className="admin-item" data-testid="deposit-item">
          <ItemHead item={d} selection={selection} />
          <div className="admin-muted">
            <Labelled label={t('queues.reference')}>{d.reference || '—'}</Labelled> ·{' '}
            {when(d.created_at, i18n.language)}
            {d.note ? ` · ${d.note}` : ''}
          </div>
          {d.status === 'pending' && staff.can('operate') ? (
            <Decide
              busy={confirm.isPending || reject.isPending}
              approveLabel={t('queues.confirm')}
              onApprove={(note, request_id) => confirm.mutateAsync({ id: d.id, note, request_id })}
              onReject={(note, request_id) => reject.mutateAsync({ id: d.id, note, request_id })}
            />
          ) : null}
        </div>
      )}
    </QueueList>
  );
}
