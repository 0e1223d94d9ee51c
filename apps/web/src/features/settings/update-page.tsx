import { Button, Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';
import { Page } from '../../ui/page';

/** /my_update: the Android and iOS version boxes, from the app config. */
export function UpdatePage() {
  const { t } = useTranslation();
  const versions = useSession((s) => s.appConfig?.versions);
  return (
    <Page title={t('screens.update')}>
      <p className="page-note">{t('update.web')}</p>
      {(['android', 'ios'] as const).map((platform) => {
        const v = versions?.[platform];
        return (
          <Card key={platform} title={t(`update.${platform}`)} className="version-card">
            <div className="version-line">{t('update.version', { v: v?.version ?? '—' })}</div>
            {v?.url ? (
              <Button color="primary" size="small" onClick={() => void window.open(v.url, '_blank', 'noopener')}>
                {t('update.download')}
              </Button>
            ) : (
              <div className="version-hint">{t('update.noDownload')}</div>
            )}
          </Card>
        );
      })}
    </Page>
  );
}
