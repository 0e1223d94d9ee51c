import { HALLS } from '@roundhouse/game';
import { type ScreenRoute, screen } from '../../ui/screen-routes';

const TrendPage = screen(() => import('./trend-page').then((m) => ({ default: m.TrendPage })));
const ActivityPage = screen(() => import('./activity-page').then((m) => ({ default: m.ActivityPage })));
const RoomListPage = screen(() => import('./room-list-page').then((m) => ({ default: m.RoomListPage })));
// The page's texts load with it (its own namespace), before its first render.
const VerifyPage = screen(() =>
  import('./verify-page').then(async (m) => {
    await m.verifyTexts.loadShown();
    return { default: m.VerifyPage };
  }),
);
const CurrentRoundPage = screen(() => import('./current-page').then((m) => ({ default: m.CurrentRoundPage })));

/** The games screens (SPEC.md §2), each loaded on first visit. */
export const gamesRoutes: ScreenRoute[] = [
  { path: '/lotteryprize', screen: TrendPage, tab: true, ssr: { module: 'src/features/games/trend-page.tsx' } },
  {
    path: '/activity/:id',
    screen: ActivityPage,
    members: true,
    ssr: { module: 'src/features/games/activity-page.tsx', members: true },
  },
  // A hall of the registry; any other number is an address the app does not have (404).
  ...HALLS.map(
    (hall): ScreenRoute => ({ path: `/room_list/${hall}`, screen: RoomListPage, props: { hall }, members: true }),
  ),
  { path: '/verify', screen: VerifyPage },
  { path: '/current/:id', screen: CurrentRoundPage, members: true },
];
