import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotYet } from './parts';
import { BulkBar, type BulkDecision, QueuePager, type Selection } from './queue-parts';

/** A queue's page as useQueuePage gives it. */
interface QueuePage<T> {
  items: T[] | undefined;
  query: ComponentProps<typeof NotYet>['query'];
  page: number;
  setPage: (page: number) => void;
  selection: Selection;
  pending: number[];
  canBulk: boolean;
}

/**
 * A money queue's page: loading (or failed), empty, the bulk bar (for those who may decide, when something is
 * pending), each item (given the selection when it can be ticked), and the pager.
 */
export function QueueList<T extends { id: number; status: string; matching?: number | undefined }>({
  queue,
  actions,
  children,
}: {
  queue: QueuePage<T>;
  actions: { label: string; danger?: boolean; decision: BulkDecision }[];
  children: (item: T, selection: Selection | undefined) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { items, page, setPage, selection, pending, canBulk } = queue;
  if (!items) return <NotYet query={queue.query} />;
  if (items.length === 0) return <p className="admin-muted">{t('queues.empty')}</p>;
  return (
    <>
      {canBulk ? <BulkBar pending={pending} selection={selection} actions={actions} /> : null}
      {items.map((item) => children(item, canBulk && item.status === 'pending' ? selection : undefined))}
      <QueuePager page={page} shown={items.length} matching={items[0]?.matching} onPage={setPage} />
    </>
  );
}
