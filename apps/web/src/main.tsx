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
import { QueryClient } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setSessionEndedListener } from './api/client';
import { pageAge, shellData } from './api/shell-data';
import { App } from './app/app';
import { preloadScreen, routes } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { primeBanners } from './features/content';
import { primeGames } from './features/games';
import { primeAppConfig } from './features/settings/api/getconfig';
import { applyTheme, usePreferences } from './state/preferences';
import { useSession } from './state/session';
import { listenForInstall } from './ui/install';

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

// What the server needs to render a first visit's screen as the app would (http/shell.ts): the
// language, and whether someone is signed in. Hints only: they open nothing.
function writeHints({ language, isLogin }: { language: string; isLogin: boolean }) {
  const cookie = ';path=/;max-age=31536000;samesite=lax';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `rh_lang=${language}${cookie}`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `rh_member=${isLogin ? 1 : 0}${cookie}`;
}

// A change is sent even when the browser says it is offline (issue 28): TanStack Query would pause it
// silently until the connection came back, and the button would spin with no word; sent, it fails
// at once and says so (1004), and the member's retry carries the same request id.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false, networkMode: 'always' },
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

/** Once the app's first screen is on show: the one the server rendered was inert until now. */
function started() {
  container?.removeAttribute('inert');
  // Installable, and opens offline (issue 28).
  registerServiceWorker();
}

/** Lets the browser run anything waiting (a tap, a frame) before the next step of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start, in steps a phone can answer taps between (issue 9: no long task): the router; the
// data the server sent with its screen; English at once or a member's other language after its
// texts have loaded (no English flash) and the screen's own code (no empty frame over the
// server's screen); then the first render, a transition React works at in slices.
// A release replaced the files this page still asks for (issue 28): load the new release once; offline,
// or again within a minute, leave the failure to the screen's error element (it offers to retry).
listenForInstall();
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('rh-reloaded-at') ?? 0);
  if (!navigator.onLine || Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem('rh-reloaded-at', String(Date.now()));
  window.location.reload();
});

void (async () => {
  const router = createBrowserRouter(routes);
  setSessionEndedListener((to = '/login') => {
    void router.navigate(to, { replace: true });
  });
  await nextTask();
  primeAppConfig(queryClient);
  const { language, isLogin } = useSession.getState();
  const screen = shellData(language);
  primeBanners(queryClient, language, screen.banners);
  primeGames(queryClient, { language, isLogin, ageMs: pageAge() }, screen);
  writeHints(useSession.getState());
  useSession.subscribe(writeHints);
  applyTheme(usePreferences.getState().theme);
  await nextTask();
  await Promise.all([languageReady, preloadScreen(window.location.pathname).catch(() => {})]);
  await nextTask();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onStarted={started}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (container.hasAttribute('inert') && container.firstChild) {
    // The screen the server rendered is taken over as it is (no second copy of it drawn): while React
    // hydrates, the stores answer their initial state (useSyncExternalStore's server snapshot), so
    // that state is the one the page was rendered for.
    Object.assign(useSession.getInitialState(), useSession.getState());
    Object.assign(usePreferences.getInitialState(), usePreferences.getState());
    startTransition(() => {
      hydrateRoot(container, app, {
        // React drew the screen anew: a difference between the server's screen and the app's (a bug
        // the browser tests look for, harmless to the member).
        onRecoverableError: (error) => console.error("the server's screen differed from the app's", error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
})();
