import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayReminder } from '../features/play';
import { uiLocale } from '../i18n';
import { AppNotices } from './app-notices';
import { ConfigGate } from './config-gate';

/**
 * The app around its router: in the browser (main.tsx) and on the server, which renders a first
 * visit's screen into the page before any script runs (ssr.tsx).
 */
export function App({
  queryClient,
  children,
  onStarted,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** Called once the app's first screen is on show (the browser only: effects never run on the server). */
  onStarted?: () => void;
}) {
  // The language shown, once its texts (antd-mobile's among them) have loaded.
  const { i18n } = useTranslation();
  useEffect(() => onStarted?.(), [onStarted]);
  return (
    <ConfigProvider locale={uiLocale(i18n.language)}>
      <QueryClientProvider client={queryClient}>
        <ConfigGate>
          <AppNotices />
          {children}
          <PlayReminder />
        </ConfigGate>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
