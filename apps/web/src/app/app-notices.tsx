import { useTranslation } from 'react-i18next';
import { useOnline } from '../ui/use-online';
import { applyUpdate, useUpdateReady } from './service-worker';

/**
 * What the app says above every screen (issue 28): that it is offline and reconnecting (what is on
 * screen is not live, and changes cannot be sent), and that a new release is ready, reloaded only
 * when the member taps it (never under an order).
 */
export function AppNotices() {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useUpdateReady();
  if (online && !update) return null;
  return (
    <div className="app-notices" role="status">
      {online ? null : (
        <div className="app-notice app-notice-offline" data-testid="offline-banner">
          {t('common.offlineBanner')}
        </div>
      )}
      {update ? (
        <div className="app-notice app-notice-update" data-testid="update-banner">
          <span>{t('common.updateReady')}</span>
          <button type="button" onClick={applyUpdate}>
            {t('common.reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
