import { QUEUE_SORTS } from '@roundhouse/contract/web';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../ui/feedback';
import { usd } from './parts';

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
      <input
        type="search"
        aria-label={t('queues.search')}
        placeholder={t('queues.search')}
        value={q}
        maxLength={64}
        onChange={(e) => setQ(e.target.value)}
        data-testid="queue-search"
      />
      <Button size="small" type="submit">
        {t('members.find')}
      </Button>
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
export function QueuePager({ page, shown, onPage }: { page: number; shown: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('admin');
  if (page === 1 && shown < PAGE_SIZE) return null;
  return (
    <div className="admin-row" data-testid="queue-pager">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('prev')}
      </Button>
      <span>{t('queues.page', { page })}</span>
      <Button size="small" disabled={shown < PAGE_SIZE} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
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

/** One pending item: a note the member sees, and the two decisions (each goes through once). */
export function Decide({
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

type Selection = ReturnType<typeof useSelection>;

/** Above a queue's page: "select all" and the bulk decisions, each on the ticked items. */
export function BulkBar({
  pending,
  selection,
  actions,
}: {
  pending: number[];
  selection: Selection;
  actions: { label: string; danger?: boolean; busy: boolean; run: (ids: number[]) => void }[];
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
          loading={a.busy}
          onClick={() => a.run([...selection.ids])}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}

/** A queue item's first line: its tick box (when bulk decisions apply), id, member, amount, status. */
export function ItemHead({
  item,
  selection,
}: {
  item: { id: number; user_id: number; username: string; money: number; status: string };
  selection?: Selection | undefined;
}) {
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
