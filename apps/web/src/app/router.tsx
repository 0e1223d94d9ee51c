import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RequireAuth } from './guards';
import * as screens from './screens';
import { TabLayout } from './tab-layout';

/** Loads the screens `pathname` shows (before the app's first render). */
export async function preloadScreen(pathname: string): Promise<void> {
  const preloads = (matchRoutes(routes, pathname) ?? []).map((match) => screens.preloadOf(match.route.element));
  await Promise.all(preloads);
}

const auth = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** Every route of SPEC.md §2. */
export const routes: RouteObject[] = [
  {
    element: <TabLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/recharge/:back?', element: <screens.RechargePage /> },
      { path: '/lotteryprize', element: <screens.TrendPage /> },
      { path: '/user', element: auth(<screens.UserPage />) },
    ],
  },
  {
    path: '/languageSet',
    element: (
      <Suspense fallback={null}>
        <screens.LanguagePage />
      </Suspense>
    ),
  },
  {
    path: '/info/:id',
    element: (
      <Suspense fallback={null}>
        <screens.ArticlePage titleKey="screens.article" />
      </Suspense>
    ),
  },
  {
    path: '/finance',
    element: (
      <Suspense fallback={null}>
        <screens.FinancePage />
      </Suspense>
    ),
  },
  {
    path: '/productorder',
    element: auth(
      <Suspense fallback={null}>
        <screens.ProductOrderPage />
      </Suspense>,
    ),
  },
  {
    path: '/productrule',
    element: (
      <Suspense fallback={null}>
        <screens.ProductRulePage />
      </Suspense>
    ),
  },
  {
    path: '/productdetail',
    element: (
      <Suspense fallback={null}>
        <screens.ProductDetailPage />
      </Suspense>
    ),
  },
  {
    path: '/producttransferin',
    element: auth(
      <Suspense fallback={null}>
        <screens.TransferInPage />
      </Suspense>,
    ),
  },
  {
    path: '/help/list',
    element: (
      <Suspense fallback={null}>
        <screens.HelpListPage />
      </Suspense>
    ),
  },
  {
    path: '/help/:id',
    element: (
      <Suspense fallback={null}>
        <screens.ArticlePage titleKey="screens.help" />
      </Suspense>
    ),
  },
  {
    path: '/ServicePage',
    element: (
      <Suspense fallback={null}>
        <screens.ServicePage />
      </Suspense>
    ),
  },
  {
    path: '/my_income',
    element: auth(
      <Suspense fallback={null}>
        <screens.IncomePage />
      </Suspense>,
    ),
  },
  {
    path: '/withdraw',
    element: auth(
      <Suspense fallback={null}>
        <screens.WithdrawPage />
      </Suspense>,
    ),
  },
  {
    path: '/withdraw_history',
    element: auth(
      <Suspense fallback={null}>
        <screens.WithdrawHistoryPage />
      </Suspense>,
    ),
  },
  {
    path: '/message',
    element: auth(
      <Suspense fallback={null}>
        <screens.MessagePage />
      </Suspense>,
    ),
  },
  {
    path: '/my_play',
    element: auth(
      <Suspense fallback={null}>
        <screens.MyPlayPage />
      </Suspense>,
    ),
  },
  {
    path: '/my_password',
    element: auth(
      <Suspense fallback={null}>
        <screens.SecurityPage />
      </Suspense>,
    ),
  },
  {
    path: '/banklist',
    element: auth(
      <Suspense fallback={null}>
        <screens.BankListPage />
      </Suspense>,
    ),
  },
  {
    path: '/bankadd',
    element: auth(
      <Suspense fallback={null}>
        <screens.BankAddPage />
      </Suspense>,
    ),
  },
  {
    path: '/my_update',
    element: (
      <Suspense fallback={null}>
        <screens.UpdatePage />
      </Suspense>
    ),
  },
  {
    path: '/my_set',
    element: auth(
      <Suspense fallback={null}>
        <screens.SettingsPage />
      </Suspense>,
    ),
  },
  {
    path: '/login',
    element: (
      <Suspense fallback={null}>
        <screens.LoginPage />
      </Suspense>
    ),
  },
  {
    path: '/register',
    element: (
      <Suspense fallback={null}>
        <screens.RegisterPage />
      </Suspense>
    ),
  },
  {
    path: '/userloginpassword',
    element: auth(
      <Suspense fallback={null}>
        <screens.LoginPasswordPage />
      </Suspense>,
    ),
  },
  {
    path: '/usercipherpassword',
    element: auth(
      <Suspense fallback={null}>
        <screens.PayPasswordPage />
      </Suspense>,
    ),
  },
  {
    path: '/activity/:id',
    element: auth(
      <Suspense fallback={null}>
        <screens.ActivityPage />
      </Suspense>,
    ),
  },
  {
    path: '/room_list/:type',
    element: auth(
      <Suspense fallback={null}>
        <screens.RoomListPage />
      </Suspense>,
    ),
  },
  {
    path: '/verify',
    element: (
      <Suspense fallback={null}>
        <screens.VerifyPage />
      </Suspense>
    ),
  },
  {
    path: '/current/:id',
    element: auth(
      <Suspense fallback={null}>
        <screens.CurrentRoundPage />
      </Suspense>,
    ),
  },
  {
    // The operator console: its own lazy chunk, texts and layout (issue 12).
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <screens.AdminApp />
      </Suspense>
    ),
  },
  {
    path: '*',
    element: (
      <Suspense fallback={null}>
        <screens.NotFoundPage />
      </Suspense>
    ),
  },
];
