import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** "Load more" under a paged list, while the server has more pages. */
export function LoadMore(props: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!props.hasMore) return null;
  return (
    <div className="load-more">
      <Button fill="none" loading={props.loading} onClick={props.onMore}>
        {t('common.more')}
      </Button>
    </div>
  );
}
