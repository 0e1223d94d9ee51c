import { SpinLoading } from 'antd-mobile';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../features/settings/api/getconfig';
import { useSession } from '../state/session';

/** The loading canvas until the app config is loaded; then the page title is the app name (SPEC.md §2). */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const query = useAppConfigQuery();
  const appConfig = useSession((s) => s.appConfig);
  const ready = query.isSuccess || (query.isError && appConfig !== null);
  useEffect(() => {
    if (appConfig?.app_name) document.title = appConfig.app_name;
  }, [appConfig?.app_name]);

  if (ready) return children;
  return (
    <div className="loading-canvas" data-testid="loading-canvas">
      <SpinLoading color="primary" style={{ '--size': '40px' }} />
      {query.isError ? (
        <button type="button" className="loading-retry" onClick={() => void query.refetch()}>
          {t('common.loadFailed')}
        </button>
      ) : null}
    </div>
  );
}
