import { type ScreenRoute, screen } from '../../ui/screen-routes';

const UserPage = screen(() => import('./user-page').then((m) => ({ default: m.UserPage })));

/** The users screens (SPEC.md §2), each loaded on first visit. */
export const usersRoutes: ScreenRoute[] = [{ path: '/user', screen: UserPage, tab: true, members: true }];
