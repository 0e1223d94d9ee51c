import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../features/settings/api/getconfig';
import { useSession } from '../state/session';

/**
 * The app once a configuration is known — inlined by the server into the page, or kept from the last
 * visit — else a loading canvas until getconfig answers; the page title is the app name (SPEC.md §2).
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useAppConfigQuery();
  const appConfig = useSession((s) => s.appConfig);
  const ready = query.isSuccess || appConfig !== null;
  useEffect(() => {
    if (appConfig?.app_name) document.title = appConfig.app_name;
  }, [appConfig?.app_name]);

  if (ready) return children;
  return (
    <div className="loading-canvas" data-testid="loading-canvas">
      <span className="loading-spinner" role="progressbar" aria-label={t('common.loading')} />
      {query.isError ? (
        <button type="button" className="loading-retry" onClick={() => void query.refetch()}>
          {t('common.loadFailed')}
        </button>
      ) : null}
    </div>
  );
}
