import { matchRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { betsRoutes } from '../features/bets/routes';
import { contentRoutes } from '../features/content/routes';
import { financeRoutes } from '../features/finance/routes';
import { gamesRoutes } from '../features/games/routes';
import { homeRoutes } from '../features/home/routes';
import { playRoutes } from '../features/play/routes';
import { settingsRoutes } from '../features/settings/routes';
import { usersRoutes } from '../features/users/routes';
import { walletRoutes } from '../features/wallet/routes';
import { RouteError } from '../ui/route-error';
import { preloadOf, routeObjects, type ScreenRoute, screen } from '../ui/screen-routes';
import { RequireAuth } from './guards';
import { TabLayout } from './tab-layout';

const NotFoundPage = screen(() => import('../ui/not-found').then((m) => ({ default: m.NotFoundPage })));

/**
 * Every screen of SPEC.md §2, as its feature declares it (features/<name>/routes.ts): path, screen,
 * members only, under the tab bar, rendered by the server. Every screen but home loads on first
 * visit (issue 9: first-load JavaScript).
 */
export const SCREENS: readonly ScreenRoute[] = [
  ...homeRoutes,
  ...walletRoutes,
  ...gamesRoutes,
  ...betsRoutes,
  ...usersRoutes,
  ...settingsRoutes,
  ...contentRoutes,
  ...financeRoutes,
  ...playRoutes,
  ...authRoutes,
  ...adminRoutes,
  { path: '*', screen: NotFoundPage },
];

const { tabs, pages } = routeObjects(SCREENS, (element) => <RequireAuth>{element}</RequireAuth>);

/**
 * The router's routes: the tab screens inside the tab layout, every other screen on its own; a
 * screen that fails to load or render shows RouteError, never the router's developer page (issue 28).
 */
export const routes: RouteObject[] = [
  { errorElement: <RouteError />, children: [{ element: <TabLayout />, children: tabs }, ...pages] },
];

/** Loads the screens `pathname` shows (before the app's first render). */
export async function preloadScreen(pathname: string): Promise<void> {
  const preloads = (matchRoutes(routes, pathname) ?? []).map((match) => preloadOf(match.route.element));
  await Promise.all(preloads);
}
