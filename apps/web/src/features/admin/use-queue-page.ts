import type { adminDeposits, adminWithdrawals, CallBody, CallData } from '@roundhouse/contract';
import type { CallRef } from '@roundhouse/contract/web';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { usd } from './format';
import { type QueueFilter, queueBody, useSelection } from './queue-parts';
import { useStaff } from './staff';
import { useAdminQuery } from './use-admin';

/**
 * A page of a money queue (deposits or withdrawals) and what both queues do with it: the items by
 * id, the pending ones, the ticked ones, whether this staff member may decide in bulk, and a later
 * page that the operator's own decisions emptied stepping back to the one before.
 */
export function useQueuePage<C extends typeof adminDeposits | typeof adminWithdrawals>(
  call: CallRef<C>,
  filter: QueueFilter,
) {
  const staff = useStaff();
  const [page, setPage] = useState(1);
  const list = useAdminQuery(call, queueBody(filter, page) as CallBody<C>);
  useEffect(() => {
    if (page > 1 && list.data?.length === 0) setPage(page - 1);
  }, [page, list.data]);
  const selection = useSelection();
  type Item = CallData<C>[number];
  const items: Item[] = list.data ?? [];
  const byId = new Map<number, Item>(items.map((item) => [item.id, item]));
  const pending = items.filter((item) => item.status === 'pending').map((item) => item.id);
  return {
    staff,
    items: list.data,
    /** The page's query: whether it failed, and asking it again. */
    query: list,
    page,
    setPage,
    selection,
    byId,
    pending,
    canBulk: staff.can('operate') && pending.length > 0,
  };
}

/** What a decision's dialog names: the member, the amount, `where` (a reference or a destination), the note. */
export function askRows(
  t: TFunction<'admin'>,
  item: { username: string; money: number } | undefined,
  id: number | string,
  where: { label: string; value: string },
  note: string | undefined,
) {
  return [
    { label: t('ask.member'), value: item?.username ?? `#${id}` },
    { label: t('ask.amount'), value: `${usd(item?.money ?? 0)} USD` },
    where,
    ...(note ? [{ label: t('ask.note'), value: note }] : []),
  ];
}
