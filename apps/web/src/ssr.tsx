// Renders a first visit's screen on the server (issue 9: a first paint before any script). The
// server puts the HTML into the page with the data it was rendered from; the app starts after that
// first paint and hydrates it (takes the same elements over). Built by `vite build --ssr` (vite.config.ts) and
// loaded by the server on the first page it serves (apps/server/src/http/shell.ts).

import { Writable } from 'node:stream';
import type { AppConfig, Locale, ScreenData } from '@roundhouse/contract';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import { routes, SCREENS } from './app/router';
import { primeBanners } from './features/content';
import { primeGames } from './features/games';
import { settingsKeys } from './features/settings/keys';
import { switchLanguage } from './i18n';
import { usePreferences } from './state/preferences';
import { useSession } from './state/session';

/**
 * The screens the server renders for a first visit, by route, with the module of each one's page
 * (the server links that module's styles in the page's head): the routes whose feature marks them
 * `ssr` (features/<name>/routes.ts) — the ones that look the same to everyone, and a trading room,
 * which a member sees with the room's public state (their balance and the room's orders load after).
 */
export const SHELLS: { path: string; module: string; members?: true }[] = SCREENS.flatMap((r) =>
  r.ssr ? [{ path: r.path, module: r.ssr.module, ...(r.ssr.members ? { members: true as const } : {}) }] : [],
);

/**
 * Whether the app has a screen at `pathname` (its router's own matching), so that the server answers
 * an unknown address with the app's "not found" screen and status 404 (issue 28).
 */
export function isAppRoute(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname);
  return matched !== null && matched.at(-1)?.route.path !== '*';
}

/** What a screen is rendered from: the configuration, and the screen's own data (contract ScreenData). */
export interface ShellData extends ScreenData {
  config: AppConfig;
  /** Someone is signed in (a hint the app writes in a cookie): the screen as a member first sees it. */
  member: boolean;
  /** The room whose rules this browser has seen (a cookie), when the screen is that room. */
  rulesSeen: number[];
}

const handler = createStaticHandler(routes);
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of a screen inside `#root`, as a visitor or a member first sees it in `locale`. One at
 * a time: the language and the session store are the app's own single instances.
 */
export function renderShell(path: string, locale: Locale, data: ShellData): Promise<string> {
  const run = queue.then(() => complete(path, locale, data));
  queue = run.catch(() => {});
  return run;
}

/**
 * A screen whose modules or texts were still loading renders their fallback and a script to swap
 * them in (which the page's CSP would refuse, and which is JavaScript anyway): render again once
 * they have loaded (the first visit to each screen after a start).
 */
async function complete(path: string, locale: Locale, data: ShellData): Promise<string> {
  let last = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    last = await render(path, locale, data);
    if (!last.includes('<script') && !last.includes('<template')) return last;
  }
  throw new Error(`${path} did not render completely: ${last.slice(0, 3000)}`);
}

async function render(path: string, locale: Locale, data: ShellData): Promise<string> {
  await switchLanguage(locale);
  // A member's screen before their data has loaded: their token is never needed (nothing is fetched).
  const session = { language: locale, appConfig: data.config, token: '', isLogin: data.member };
  useSession.setState(session);
  // Components read the store through useSyncExternalStore, whose server snapshot is the store's
  // initial state: that is the state this render is for.
  Object.assign(useSession.getInitialState(), session);
  // A room's rules dialog opens by itself on a first entry only (issue 28): as this browser will see it.
  usePreferences.setState({ rulesSeen: data.rulesSeen });
  Object.assign(usePreferences.getInitialState(), { rulesSeen: data.rulesSeen });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(settingsKeys.config, data.config);
  // The same priming the app does from the page's data (main.tsx): both draw the same screen.
  primeBanners(queryClient, locale, data.banners);
  primeGames(queryClient, { language: locale, isLogin: data.member, ageMs: 0 }, data);
  const context = await handler.query(new Request(`http://shell${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    // Never split a large screen into parts that a script puts in place: the page has no script for it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  queryClient.clear();
  return Buffer.concat(chunks).toString('utf8');
}
