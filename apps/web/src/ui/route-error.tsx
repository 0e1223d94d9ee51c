import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen's code or styles could not be fetched: offline, or a release replaced the old files. */
export function isLoadFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|ChunkLoadError|error loading dynamically/i.test(
    text,
  );
}

/**
 * What a screen shows when it fails to load or render (issue 28): never React Router's developer
 * page. A screen that could not be fetched asks to try again (the connection may be back); anything
 * else offers the way home. The error goes to the console for whoever looks.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const loading = isLoadFailure(error);
  console.warn(error);
  return (
    <div className="route-error" data-testid="route-error" role="alert">
      {/* Plain text, not ErrorBlock: its pictures would weigh on every first load (issue 9). */}
      <h2 className="route-error-title">{t(loading ? 'common.screenFailed' : 'common.somethingWrong')}</h2>
      <p className="route-error-text">{t(loading ? 'common.screenFailedText' : 'common.somethingWrongText')}</p>
      <div className="route-error-actions">
        <Button color="primary" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </Button>
        <Button fill="outline" onClick={() => window.location.assign('/')}>
          {t('common.goHome')}
        </Button>
      </div>
    </div>
  );
}
