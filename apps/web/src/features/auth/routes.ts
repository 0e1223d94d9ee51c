import { type ScreenRoute, screen } from '../../ui/screen-routes';

const LoginPage = screen(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = screen(() => import('./register-page').then((m) => ({ default: m.RegisterPage })));

/** The auth screens (SPEC.md §2), each loaded on first visit. */
export const authRoutes: ScreenRoute[] = [
  { path: '/login', screen: LoginPage, ssr: { module: 'src/features/auth/login-page.tsx' } },
  { path: '/register', screen: RegisterPage },
];
