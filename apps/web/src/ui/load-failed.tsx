import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows where its data did not load: that it did not (never an empty or invented
 * figure in its place), and a button that asks again.
 */
export function LoadFailed({
  title,
  text,
  busy,
  onRetry,
}: {
  /** By default "This screen didn't load"; a refusal the server gave says its own. */
  title?: string;
  text?: string;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="disconnected"
      title={title ?? t('common.screenFailed')}
      description={text ?? t('common.screenFailedText')}
      data-testid="load-failed"
    >
      <Button color="primary" fill="outline" loading={busy} onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </ErrorBlock>
  );
}
