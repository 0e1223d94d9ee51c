import { useTranslation } from 'react-i18next';
import { Missing } from './missing';
import { Page } from './page';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.notFound')}>
      <Missing
        testId="not-found"
        title={t('screens.notFound')}
        text={t('common.notFoundText')}
        action={{ label: t('common.goHome'), to: '/' }}
      />
    </Page>
  );
}
