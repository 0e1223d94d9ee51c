import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';

/** /ServicePage: the support link from the app config (kefu_url), or an honest word that there is none. */
export function ServicePage() {
  const { t } = useTranslation();
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
        <ErrorBlock status="empty" title={t('service.notConfigured')} description={t('service.notConfiguredText')} />
      )}
    </Page>
  );
}
