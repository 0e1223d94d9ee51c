import { type ScreenRoute, screen } from '../../ui/screen-routes';

const MyPlayPage = screen(() => import('./my-play-page').then((m) => ({ default: m.MyPlayPage })));

/** The play screens (SPEC.md §2), each loaded on first visit. */
export const playRoutes: ScreenRoute[] = [{ path: '/my_play', screen: MyPlayPage, members: true }];
