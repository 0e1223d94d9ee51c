import { languageReady } from './i18n';
import './styles.css';
import './ui/shared.css';
// Each feature's styles, after the shared ones and in a fixed order: split per feature for the
// reader, bundled into the first stylesheet so that no chunk order can change the cascade.
import './features/users/users.css';
import './features/home/home.css';
import './features/wallet/wallet.css';
import './features/games/games.css';
import './features/games/trend.css';
import './features/games/verify.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setSessionEndedListener } from './api/client';
import { ConfigGate } from './app/config-gate';
import { router } from './app/router';
import { PlayReminder } from './features/play';
import { primeAppConfig } from './features/settings/api/getconfig';
import { useSession } from './state/session';

// antd-mobile's Toast and Dialog render nothing under React 19 without this (DESIGN.md §2).
unstableSetRender((node, container) => {
  const target = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  target._reactRoot ??= createRoot(target);
  const root = target._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

setSessionEndedListener((to = '/login') => {
  void router.navigate(to, { replace: true });
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true }, mutations: { retry: false } },
});

primeAppConfig(queryClient);

const antdLocales = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;

function App() {
  const language = useSession((s) => s.language);
  return (
    <ConfigProvider locale={antdLocales[language]}>
      <QueryClientProvider client={queryClient}>
        <ConfigGate>
          <RouterProvider router={router} />
          <PlayReminder />
        </ConfigGate>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
// English at once; a member's other language after its texts have loaded (no English flash).
void languageReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
