import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import type { ReactNode } from 'react';
import { PlayReminder } from '../features/play';
import { useSession } from '../state/session';
import { AppNotices } from './app-notices';
import { ConfigGate } from './config-gate';

const antdLocales = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;

/**
 * The app around its router: in the browser (main.tsx) and on the server, which renders a first
 * visit's screen into the page before any script runs (ssr.tsx).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useSession((s) => s.language);
  return (
    <ConfigProvider locale={antdLocales[language]}>
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
