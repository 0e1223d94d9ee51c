import { type ScreenRoute, screen } from '../../ui/screen-routes';

const MyBetsPage = screen(() => import('./my-bets-page').then((m) => ({ default: m.MyBetsPage })));

/** Every order of the member across rounds (issue 28), loaded on first visit. */
export const betsRoutes: ScreenRoute[] = [{ path: '/my_bets', screen: MyBetsPage, members: true }];
