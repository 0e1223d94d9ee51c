import { DotLoading, ErrorBlock, List, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed';
import { LoadMore } from './load-more';

/** What a list screen reads of its query (TanStack Query's; an infinite one also pages). */
interface ListQuery {
  isPending: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

/**
 * A list screen's body, the same on every one: pulled down, it refreshes; until the first answer, a
 * spinner; when that answer failed, says so and offers to try again (not "nothing here", which
 * would be a figure we do not know); with no rows, the empty message; "Load more" while a paged
 * list has more. A refresh that fails keeps the rows already shown (the client has said why).
 */
interface QueryListProps<T> {
  query: ListQuery;
  /** The rows so far; undefined until the first answer. */
  items: readonly T[] | undefined;
  empty: string;
  emptyText?: string;
}

export function QueryList<T>({
  query,
  items,
  empty,
  emptyText = '',
  children,
}: QueryListProps<T> & { children: (items: readonly T[]) => ReactNode }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="list-loading" role="progressbar" aria-label={t('common.loading')}>
        <DotLoading />
      </div>
    );
  } else if (items === undefined) {
    body = <LoadFailed query={query} />;
  } else if (items.length === 0) {
    body = <ErrorBlock status="empty" title={empty} description={emptyText} />;
  } else {
    body = children(items);
  }
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      {body}
      {items?.length ? (
        <LoadMore
          hasMore={query.hasNextPage ?? false}
          loading={query.isFetchingNextPage ?? false}
          onMore={() => void query.fetchNextPage?.()}
        />
      ) : null}
    </PullToRefresh>
  );
}

/** A QueryList whose rows are one List: `row` draws each item (its List.Item, with its key). */
export function QueryRows<T>({
  row,
  className,
  ...list
}: QueryListProps<T> & { row: (item: T) => ReactNode; className?: string }) {
  return <QueryList {...list}>{(items) => <List className={className}>{items.map(row)}</List>}</QueryList>;
}
