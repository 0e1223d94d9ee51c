import { type ScreenRoute, screen } from '../../ui/screen-routes';

const LanguagePage = screen(() => import('./language-page').then((m) => ({ default: m.LanguagePage })));
const SecurityPage = screen(() => import('./security-page').then((m) => ({ default: m.SecurityPage })));
const TwoFactorPage = screen(() => import('./two-factor-page').then((m) => ({ default: m.TwoFactorPage })));
const SessionsPage = screen(() => import('./sessions-page').then((m) => ({ default: m.SessionsPage })));
const UpdatePage = screen(() => import('./update-page').then((m) => ({ default: m.UpdatePage })));
const SettingsPage = screen(() => import('./settings-page').then((m) => ({ default: m.SettingsPage })));
const LoginPasswordPage = screen(() => import('./login-password-page').then((m) => ({ default: m.LoginPasswordPage })));
const PayPasswordPage = screen(() => import('./pay-password-page').then((m) => ({ default: m.PayPasswordPage })));

/** The settings screens (SPEC.md §2), each loaded on first visit. */
export const settingsRoutes: ScreenRoute[] = [
  { path: '/languageSet', screen: LanguagePage },
  { path: '/my_password', screen: SecurityPage, members: true },
  { path: '/my_sessions', screen: SessionsPage, members: true },
  { path: '/my_two_factor', screen: TwoFactorPage, members: true },
  { path: '/my_update', screen: UpdatePage },
  { path: '/my_set', screen: SettingsPage, members: true },
  { path: '/userloginpassword', screen: LoginPasswordPage, members: true },
  { path: '/usercipherpassword', screen: PayPasswordPage, members: true },
];
