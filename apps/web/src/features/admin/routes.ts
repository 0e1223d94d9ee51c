import { type ScreenRoute, screen } from '../../ui/screen-routes';

const AdminApp = screen(() => import('./admin-app').then((m) => ({ default: m.AdminApp })));

/** The operator console: its own lazy chunk, texts, layout and router (issue 12). */
export const adminRoutes: ScreenRoute[] = [{ path: '/admin/*', screen: AdminApp }];
