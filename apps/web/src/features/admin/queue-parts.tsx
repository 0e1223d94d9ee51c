import { QUEUE_SORTS } from '@roundhouse/contract/web';
import { Button } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newRequestId, type RequestId, useRequestId } from '../../api/request-id';
import { toast } from '../../ui/feedback';
import type { AskFirst } from './ask-first';
import { usd } from './format';
import { SearchField } from './parts';

/** What the queues show (issue 29): status, search, days and order, read a page at a time on the server. */
export interface QueueFilter {
  status: 'pending' | 'all';
  q: string;
  from: string;
  to: string;
  sort: (typeof QUEUE_SORTS)[number];
}

export const PAGE_SIZE = 50;

/** The body of a queue call for a filter and a page. */
export function queueBody(filter: QueueFilter, page: number) {
  return {
    ...(filter.status === 'pending' ? { status: 'pending' as const } : {}),
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    sort: filter.sort,
    page,
    size: PAGE_SIZE,
  };
}

/** The filters above both queues: a search, two days, the order, waiting or all. */
export function QueueFilters({ filter, onChange }: { filter: QueueFilter; onChange: (f: QueueFilter) => void }) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filter.q);
  return (
    <form
      className="admin-row admin-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filter, q });
      }}
    >
      <SearchField label={t('queues.search')} value={q} onChange={setQ} testId="queue-search" />
      <select
        aria-label={t('queues.show')}
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.target.value as QueueFilter['status'] })}
      >
        <option value="pending">{t('queues.pending')}</option>
        <option value="all">{t('queues.all')}</option>
      </select>
      <select
        aria-label={t('queues.sort')}
        value={filter.sort}
        onChange={(e) => onChange({ ...filter, sort: e.target.value as QueueFilter['sort'] })}
      >
        {QUEUE_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`queues.sorts.${s}`)}
          </option>
        ))}
      </select>
      <label className="admin-day">
        <span>{t('queues.from')}</span>
        <input type="date" value={filter.from} onChange={(e) => onChange({ ...filter, from: e.target.value })} />
      </label>
      <label className="admin-day">
        <span>{t('queues.to')}</span>
        <input type="date" value={filter.to} onChange={(e) => onChange({ ...filter, to: e.target.value })} />
      </label>
    </form>
  );
}

/** Previous / next for a queue read a page at a time (a short page is the last). */
export function QueuePager({
  page,
  shown,
  matching,
  onPage,
}: {
  page: number;
  shown: number;
  /** Items matching the query over all pages, as the server counted them. */
  matching: number | undefined;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = matching === undefined ? undefined : Math.max(1, Math.ceil(matching / PAGE_SIZE));
  const last = pages === undefined ? shown < PAGE_SIZE : page >= pages;
  return (
    <div className="admin-row" data-testid="queue-pager">
      {page > 1 || !last ? (
        <>
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('prev')}
          </Button>
          <span>{pages === undefined ? t('queues.page', { page }) : t('queues.pageOf', { page, pages })}</span>
          <Button size="small" disabled={last} onClick={() => onPage(page + 1)}>
            {t('next')}
          </Button>
        </>
      ) : null}
      {matching === undefined ? null : (
        <span className="admin-muted" data-testid="queue-matching">
          {t('queues.matching', { count: matching })}
        </span>
      )}
    </div>
  );
}

/** Which items of a page are ticked for a bulk decision. */
export function useSelection() {
  const [ids, setIds] = useState<Set<number>>(new Set());
  return {
    ids,
    has: (id: number) => ids.has(id),
    toggle: (id: number) =>
      setIds((now) => {
        const next = new Set(now);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    set: (all: number[]) => setIds(new Set(all)),
    clear: () => setIds(new Set()),
  };
}

/** One decision on an item, sent with its note under its request id; settled once answered. */
type Decision = (note: string, request_id: string) => Promise<unknown>;

/** One pending item: a note the member sees, and the two decisions (each goes through once). */
export function Decide({
  onApprove,
  onReject,
  busy,
  approveLabel,
}: {
  onApprove: Decision;
  onReject: Decision;
  busy: boolean;
  approveLabel: string;
}) {
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  // Each decision keeps its request id while it is sent again after a lost answer (decision 037).
  const approving = useRequestId();
  const rejecting = useRequestId();
  const decide = (request: RequestId, decision: Decision) =>
    void request.send((id) => decision(note, id)).catch(() => undefined);
  return (
    <div className="admin-row admin-decide">
      <input
        aria-label={t('queues.note')}
        placeholder={t('queues.note')}
        value={note}
        maxLength={200}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button size="small" color="primary" disabled={busy} onClick={() => decide(approving, onApprove)}>
        {approveLabel}
      </Button>
      <Button size="small" color="danger" fill="outline" disabled={busy} onClick={() => decide(rejecting, onReject)}>
        {t('queues.reject')}
      </Button>
    </div>
  );
}

/** Copies a value, saying so. */
export function Copy({ value }: { value: string }) {
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

export type Selection = ReturnType<typeof useSelection>;

type QueueItem = { id: number; user_id: number; username: string; money: number; status: string };

/**
 * What a bulk decision's dialog says: how many, how much in all (added in cents), for how many
 * members, then each item.
 */
export function bulkAsk(
  title: string,
  bodies: { id: number | string }[],
  byId: Map<number, QueueItem>,
  t: TFunction<'admin'>,
): AskFirst {
  const items = bodies.map((b) => byId.get(Number(b.id)));
  const cents = items.reduce((sum, item) => sum + Math.round((item?.money ?? 0) * 100), 0);
  const members = new Set(items.map((item) => item?.user_id)).size;
  return {
    title,
    summary: t('ask.bulkSummary', { n: bodies.length, total: usd(cents / 100), count: members }),
    rows: bodies.map((b, i) => ({
      label: `#${b.id} ${items[i]?.username ?? ''}`,
      value: `${usd(items[i]?.money ?? 0)} USD`,
    })),
  };
}

/** A bulk decision (useAdminBulk) on queue items by id, each with an empty note and its own request id. */
export interface BulkDecision {
  isPending: boolean;
  mutate: (bodies: { id: number; note: string; request_id: string }[], options: { onSuccess: () => void }) => void;
}

/** Above a queue's page: "select all" and the bulk decisions, each on the ticked items. */
export function BulkBar({
  pending,
  selection,
  actions,
}: {
  pending: number[];
  selection: Selection;
  actions: { label: string; danger?: boolean; decision: BulkDecision }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-row admin-bulk">
      <label>
        <input
          type="checkbox"
          checked={selection.ids.size > 0 && selection.ids.size === pending.length}
          onChange={(e) => (e.target.checked ? selection.set(pending) : selection.clear())}
          data-testid="select-all"
        />{' '}
        {t('queues.selectAll')}
      </label>
      {actions.map((a) => (
        <Button
          key={a.label}
          size="small"
          color={a.danger ? 'danger' : 'primary'}
          fill={a.danger ? 'outline' : 'solid'}
          disabled={selection.ids.size === 0}
          loading={a.decision.isPending}
          onClick={() =>
            a.decision.mutate(
              [...selection.ids].map((id) => ({ id, note: '', request_id: newRequestId() })),
              { onSuccess: selection.clear },
            )
          }
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}

/** A queue item's first line: its tick box (when bulk decisions apply), id, member, amount, status. */
export function ItemHead({ item, selection }: { item: QueueItem; selection?: Selection | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-row">
      {selection ? (
        <input
          type="checkbox"
          aria-label={t('queues.select', { id: item.id })}
          checked={selection.has(item.id)}
          onChange={() => selection.toggle(item.id)}
        />
      ) : null}
      <strong>#{item.id}</strong>
      <Link to={`/admin/members/${item.user_id}`} translate="no">
        {item.username}
      </Link>
      <strong>{usd(item.money)} USD</strong>
      <span className="admin-muted">{t(`status.${item.status}`)}</span>
    </div>
  );
}
