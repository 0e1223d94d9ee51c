import type { AdminDeposit } from '@roundhouse/contract';
import { ADMIN_API } from '@roundhouse/contract/web-admin';
import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usd, when } from './parts';
import { BulkBar, Decide, ItemHead, type QueueFilter, QueuePager, queueBody, useSelection } from './queue-parts';
import { useStaff } from './staff';
import { useAdminBulk, useAdminMutation, useAdminQuery } from './use-admin';

/** The deposit queue: confirmed or rejected one by one, or the ticked ones at once. */
export function DepositQueue({ filter }: { filter: QueueFilter }) {
  const { t, i18n } = useTranslation('admin');
  const staff = useStaff();
  const [page, setPage] = useState(1);
  const list = useAdminQuery(ADMIN_API.adminDeposits, queueBody(filter, page));
  const selection = useSelection();
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
  const listed = (bodies: { id: number | string }[]) =>
    bodies.map((b) => {
      const d = byId.get(Number(b.id));
      return { label: `#${b.id} ${d?.username ?? ''}`, value: `${usd(d?.money ?? 0)} USD` };
    });
  const confirmAll = useAdminBulk(ADMIN_API.adminConfirmDeposit, (bodies) => ({
    title: t('ask.confirmDeposits', { n: bodies.length }),
    rows: listed(bodies),
  }));
  const rejectAll = useAdminBulk(ADMIN_API.adminRejectDeposit, (bodies) => ({
    title: t('ask.rejectDeposits', { n: bodies.length }),
    rows: listed(bodies),
  }));
  const pending = (list.data ?? []).filter((d) => d.status === 'pending').map((d) => d.id);
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
              label: t('queues.confirmSelected', { n: selection.ids.size }),
              busy: confirmAll.isPending,
              run: (ids) =>
                confirmAll.mutate(
                  ids.map((id) => ({ id, note: '' })),
                  { onSuccess: selection.clear },
                ),
            },
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
      {list.data.map((d: AdminDeposit) => (
        <div key={d.id} className="admin-item" data-testid="deposit-item">
          <ItemHead item={d} selection={canBulk && d.status === 'pending' ? selection : undefined} />
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
      <QueuePager page={page} shown={list.data.length} onPage={setPage} />
    </>
  );
}
