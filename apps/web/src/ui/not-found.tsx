import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from './page';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('screens.notFound')}>
      <div className="coming-soon" data-testid="not-found">
        <ErrorBlock status="empty" title={t('screens.notFound')} description={t('common.notFoundText')} />
        <Button color="primary" fill="outline" onClick={() => navigate('/')}>
          {t('common.goHome')}
        </Button>
      </div>
    </Page>
  );
}
