import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RequireAuth } from './guards';
import { TabLayout } from './tab-layout';

/**
 * Every screen but home loads on first visit (the other tabs too), so the first paint carries only
 * what it shows (issue 9: first-load JavaScript).
 */
const TrendPage = lazy(() => import('../features/games/trend-page').then((m) => ({ default: m.TrendPage })));
const UserPage = lazy(() => import('../features/users/user-page').then((m) => ({ default: m.UserPage })));
const RechargePage = lazy(() => import('../features/wallet/recharge-page').then((m) => ({ default: m.RechargePage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ServicePage = lazy(() => import('../features/content/service-page').then((m) => ({ default: m.ServicePage })));
const LanguagePage = lazy(() =>
  import('../features/settings/language-page').then((m) => ({ default: m.LanguagePage })),
);
const LoginPasswordPage = lazy(() =>
  import('../features/settings/login-password-page').then((m) => ({ default: m.LoginPasswordPage })),
);
const PayPasswordPage = lazy(() =>
  import('../features/settings/pay-password-page').then((m) => ({ default: m.PayPasswordPage })),
);
const SecurityPage = lazy(() =>
  import('../features/settings/security-page').then((m) => ({ default: m.SecurityPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const WithdrawPage = lazy(() => import('../features/wallet/withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const WithdrawHistoryPage = lazy(() =>
  import('../features/wallet/withdraw-history-page').then((m) => ({ default: m.WithdrawHistoryPage })),
);
const BankListPage = lazy(() => import('../features/wallet/bank-list-page').then((m) => ({ default: m.BankListPage })));
const BankAddPage = lazy(() => import('../features/wallet/bank-add-page').then((m) => ({ default: m.BankAddPage })));
const IncomePage = lazy(() => import('../features/wallet/income-page').then((m) => ({ default: m.IncomePage })));
const RoomListPage = lazy(() => import('../features/games/room-list-page').then((m) => ({ default: m.RoomListPage })));
const ActivityPage = lazy(() => import('../features/games/activity-page').then((m) => ({ default: m.ActivityPage })));
const CurrentRoundPage = lazy(() =>
  import('../features/games/current-page').then((m) => ({ default: m.CurrentRoundPage })),
);
const VerifyPage = lazy(() => import('../features/games/verify-page').then((m) => ({ default: m.VerifyPage })));
const ArticlePage = lazy(() => import('../features/content/article-page').then((m) => ({ default: m.ArticlePage })));
const HelpListPage = lazy(() =>
  import('../features/content/help-list-page').then((m) => ({ default: m.HelpListPage })),
);
const MessagePage = lazy(() => import('../features/content/message-page').then((m) => ({ default: m.MessagePage })));
const MyPlayPage = lazy(() => import('../features/play/my-play-page').then((m) => ({ default: m.MyPlayPage })));
const FinancePage = lazy(() => import('../features/finance/finance-page').then((m) => ({ default: m.FinancePage })));
const ProductOrderPage = lazy(() =>
  import('../features/finance/product-order-page').then((m) => ({ default: m.ProductOrderPage })),
);
const ProductRulePage = lazy(() =>
  import('../features/finance/product-rule-page').then((m) => ({ default: m.ProductRulePage })),
);
const ProductDetailPage = lazy(() =>
  import('../features/finance/product-detail-page').then((m) => ({ default: m.ProductDetailPage })),
);
const TransferInPage = lazy(() =>
  import('../features/finance/transfer-in-page').then((m) => ({ default: m.TransferInPage })),
);
const AdminApp = lazy(() => import('../features/admin/admin-app').then((m) => ({ default: m.AdminApp })));
const NotFoundPage = lazy(() => import('../ui/not-found').then((m) => ({ default: m.NotFoundPage })));
const UpdatePage = lazy(() => import('../features/settings/update-page').then((m) => ({ default: m.UpdatePage })));

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

export const router = createBrowserRouter(routes);
