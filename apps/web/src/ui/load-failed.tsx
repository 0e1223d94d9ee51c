import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows where its data did not load: that it did not (never an empty or invented
 * figure in its place), and a button that asks again.
 */
export function LoadFailed({
  query,
  title,
  text,
}: {
  /** The query that failed (TanStack Query's): Try again asks it again, busy while it does. */
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
  /** By default "This screen didn't load"; a refusal the server gave says its own. */
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="disconnected"
      title={title ?? t('common.screenFailed')}
      description={text ?? t('common.screenFailedText')}
      data-testid="load-failed"
    >
      <Button color="primary" fill="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
        {t('common.tryAgain')}
      </Button>
    </ErrorBlock>
  );
}
