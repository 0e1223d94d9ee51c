import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';

/**
 * /ServicePage: the support link from the app config (kefu_url), or an honest word that there is
 * none and the way to the help articles (issue 28: never a dead end).
 */
export function ServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useSession((s) => s.appConfig?.kefu_url ?? '');
  return (
    <Page title={t('screens.service')}>
      {url ? (
        <div className="service-frame">
          <iframe title={t('screens.service')} src={url} />
          <Button block onClick={() => void window.open(url, '_blank', 'noopener')}>
            {t('service.open')}
          </Button>
        </div>
      ) : (
        <div className="service-none">
          <ErrorBlock status="empty" title={t('service.notConfigured')} description={t('service.notConfiguredText')} />
          <Button block color="primary" onClick={() => navigate('/help/list')} data-testid="service-help">
            {t('service.toHelp')}
          </Button>
        </div>
      )}
    </Page>
  );
}
