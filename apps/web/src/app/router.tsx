import { isValidElement, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RequireAuth } from './guards';
import {
  ActivityPage,
  AdminApp,
  ArticlePage,
  BankAddPage,
  BankListPage,
  CurrentRoundPage,
  FinancePage,
  HelpListPage,
  IncomePage,
  LanguagePage,
  LoginPage,
  LoginPasswordPage,
  MessagePage,
  MyPlayPage,
  NotFoundPage,
  PayPasswordPage,
  ProductDetailPage,
  ProductOrderPage,
  ProductRulePage,
  RechargePage,
  RegisterPage,
  RoomListPage,
  SecurityPage,
  ServicePage,
  SettingsPage,
  TransferInPage,
  TrendPage,
  UpdatePage,
  UserPage,
  VerifyPage,
  WithdrawHistoryPage,
  WithdrawPage,
} from './screens';
import { TabLayout } from './tab-layout';

/** Loads the screens `pathname` shows (before the app's first render). */
export async function preloadScreen(pathname: string): Promise<void> {
  const preloads = (matchRoutes(routes, pathname) ?? []).map((match) => preloadOf(match.route.element));
  await Promise.all(preloads);
}

function preloadOf(element: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as { preload?: () => Promise<unknown> };
  if (typeof type === 'object' && type !== null && typeof type.preload === 'function') return type.preload();
  // A guard (RequireAuth) or a Suspense around the screen.
  return preloadOf((element.props as { children?: ReactNode }).children);
}

const auth = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** Every route of SPEC.md §2. */
export const routes: RouteObject[] = [
  {
    element: <TabLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/recharge/:back?', element: <RechargePage /> },
      { path: '/lotteryprize', element: <TrendPage /> },
      { path: '/user', element: auth(<UserPage />) },
    ],
  },
  {
    path: '/languageSet',
    element: (
      <Suspense fallback={null}>
        <LanguagePage />
      </Suspense>
    ),
  },
  {
    path: '/info/:id',
    element: (
      <Suspense fallback={null}>
        <ArticlePage titleKey="screens.article" />
      </Suspense>
    ),
  },
  {
    path: '/finance',
    element: (
      <Suspense fallback={null}>
        <FinancePage />
      </Suspense>
    ),
  },
  {
    path: '/productorder',
    element: auth(
      <Suspense fallback={null}>
        <ProductOrderPage />
      </Suspense>,
    ),
  },
  {
    path: '/productrule',
    element: (
      <Suspense fallback={null}>
        <ProductRulePage />
      </Suspense>
    ),
  },
  {
    path: '/productdetail',
    element: (
      <Suspense fallback={null}>
        <ProductDetailPage />
      </Suspense>
    ),
  },
  {
    path: '/producttransferin',
    element: auth(
      <Suspense fallback={null}>
        <TransferInPage />
      </Suspense>,
    ),
  },
  {
    path: '/help/list',
    element: (
      <Suspense fallback={null}>
        <HelpListPage />
      </Suspense>
    ),
  },
  {
    path: '/help/:id',
    element: (
      <Suspense fallback={null}>
        <ArticlePage titleKey="screens.help" />
      </Suspense>
    ),
  },
  {
    path: '/ServicePage',
    element: (
      <Suspense fallback={null}>
        <ServicePage />
      </Suspense>
    ),
  },
  {
    path: '/my_income',
    element: auth(
      <Suspense fallback={null}>
        <IncomePage />
      </Suspense>,
    ),
  },
  {
    path: '/withdraw',
    element: auth(
      <Suspense fallback={null}>
        <WithdrawPage />
      </Suspense>,
    ),
  },
  {
    path: '/withdraw_history',
    element: auth(
      <Suspense fallback={null}>
        <WithdrawHistoryPage />
      </Suspense>,
    ),
  },
  {
    path: '/message',
    element: auth(
      <Suspense fallback={null}>
        <MessagePage />
      </Suspense>,
    ),
  },
  {
    path: '/my_play',
    element: auth(
      <Suspense fallback={null}>
        <MyPlayPage />
      </Suspense>,
    ),
  },
  {
    path: '/my_password',
    element: auth(
      <Suspense fallback={null}>
        <SecurityPage />
      </Suspense>,
    ),
  },
  {
    path: '/banklist',
    element: auth(
      <Suspense fallback={null}>
        <BankListPage />
      </Suspense>,
    ),
  },
  {
    path: '/bankadd',
    element: auth(
      <Suspense fallback={null}>
        <BankAddPage />
      </Suspense>,
    ),
  },
  {
    path: '/my_update',
    element: (
      <Suspense fallback={null}>
        <UpdatePage />
      </Suspense>
    ),
  },
  {
    path: '/my_set',
    element: auth(
      <Suspense fallback={null}>
        <SettingsPage />
      </Suspense>,
    ),
  },
  {
    path: '/login',
    element: (
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    path: '/register',
    element: (
      <Suspense fallback={null}>
        <RegisterPage />
      </Suspense>
    ),
  },
  {
    path: '/userloginpassword',
    element: auth(
      <Suspense fallback={null}>
        <LoginPasswordPage />
      </Suspense>,
    ),
  },
  {
    path: '/usercipherpassword',
    element: auth(
      <Suspense fallback={null}>
        <PayPasswordPage />
      </Suspense>,
    ),
  },
  {
    path: '/activity/:id',
    element: auth(
      <Suspense fallback={null}>
        <ActivityPage />
      </Suspense>,
    ),
  },
  {
    path: '/room_list/:type',
    element: auth(
      <Suspense fallback={null}>
        <RoomListPage />
      </Suspense>,
    ),
  },
  {
    path: '/verify',
    element: (
      <Suspense fallback={null}>
        <VerifyPage />
      </Suspense>
    ),
  },
  {
    path: '/current/:id',
    element: auth(
      <Suspense fallback={null}>
        <CurrentRoundPage />
      </Suspense>,
    ),
  },
  {
    // The operator console: its own lazy chunk, texts and layout (issue 12).
    path: '/admin/*',
    element: (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    ),
  },
  {
    path: '*',
    element: (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    ),
  },
];
