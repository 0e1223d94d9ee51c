import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { RequireAuth } from './guards';
import { TabLayout } from './tab-layout';

/**
 * A screen loaded on first visit (React.lazy) that can also be loaded before the first render
 * (`preloadScreen`): then it renders at once instead of suspending, so the app's first screen
 * replaces the one the server rendered into the page in one step, with no empty frame between.
 */
// biome-ignore lint/suspicious/noExplicitAny: any screen's props, as React.lazy takes them
function page<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  let loaded: { default: P } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // React.lazy takes a module that is already here without suspending when the thenable it is
  // handed settles at once.
  const settled = (module: { default: P }) =>
    // biome-ignore lint/suspicious/noThenProperty: a settled thenable is what React.lazy reads synchronously
    ({ then: (resolve: (m: { default: P }) => void) => resolve(module) }) as Promise<{ default: P }>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}

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

/**
 * Every screen but home loads on first visit (the other tabs too), so the first paint carries only
 * what it shows (issue 9: first-load JavaScript).
 */
const TrendPage = page(() => import('../features/games/trend-page').then((m) => ({ default: m.TrendPage })));
const UserPage = page(() => import('../features/users/user-page').then((m) => ({ default: m.UserPage })));
const RechargePage = page(() => import('../features/wallet/recharge-page').then((m) => ({ default: m.RechargePage })));
const LoginPage = page(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = page(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ServicePage = page(() => import('../features/content/service-page').then((m) => ({ default: m.ServicePage })));
const LanguagePage = page(() =>
  import('../features/settings/language-page').then((m) => ({ default: m.LanguagePage })),
);
const LoginPasswordPage = page(() =>
  import('../features/settings/login-password-page').then((m) => ({ default: m.LoginPasswordPage })),
);
const PayPasswordPage = page(() =>
  import('../features/settings/pay-password-page').then((m) => ({ default: m.PayPasswordPage })),
);
const SecurityPage = page(() =>
  import('../features/settings/security-page').then((m) => ({ default: m.SecurityPage })),
);
const SettingsPage = page(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const WithdrawPage = page(() => import('../features/wallet/withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const WithdrawHistoryPage = page(() =>
  import('../features/wallet/withdraw-history-page').then((m) => ({ default: m.WithdrawHistoryPage })),
);
const BankListPage = page(() => import('../features/wallet/bank-list-page').then((m) => ({ default: m.BankListPage })));
const BankAddPage = page(() => import('../features/wallet/bank-add-page').then((m) => ({ default: m.BankAddPage })));
const IncomePage = page(() => import('../features/wallet/income-page').then((m) => ({ default: m.IncomePage })));
const RoomListPage = page(() => import('../features/games/room-list-page').then((m) => ({ default: m.RoomListPage })));
const ActivityPage = page(() => import('../features/games/activity-page').then((m) => ({ default: m.ActivityPage })));
const CurrentRoundPage = page(() =>
  import('../features/games/current-page').then((m) => ({ default: m.CurrentRoundPage })),
);
const VerifyPage = page(() => import('../features/games/verify-page').then((m) => ({ default: m.VerifyPage })));
const ArticlePage = page(() => import('../features/content/article-page').then((m) => ({ default: m.ArticlePage })));
const HelpListPage = page(() =>
  import('../features/content/help-list-page').then((m) => ({ default: m.HelpListPage })),
);
const MessagePage = page(() => import('../features/content/message-page').then((m) => ({ default: m.MessagePage })));
const MyPlayPage = page(() => import('../features/play/my-play-page').then((m) => ({ default: m.MyPlayPage })));
const FinancePage = page(() => import('../features/finance/finance-page').then((m) => ({ default: m.FinancePage })));
const ProductOrderPage = page(() =>
  import('../features/finance/product-order-page').then((m) => ({ default: m.ProductOrderPage })),
);
const ProductRulePage = page(() =>
  import('../features/finance/product-rule-page').then((m) => ({ default: m.ProductRulePage })),
);
const ProductDetailPage = page(() =>
  import('../features/finance/product-detail-page').then((m) => ({ default: m.ProductDetailPage })),
);
const TransferInPage = page(() =>
  import('../features/finance/transfer-in-page').then((m) => ({ default: m.TransferInPage })),
);
const AdminApp = page(() => import('../features/admin/admin-app').then((m) => ({ default: m.AdminApp })));
const NotFoundPage = page(() => import('../ui/not-found').then((m) => ({ default: m.NotFoundPage })));
const UpdatePage = page(() => import('../features/settings/update-page').then((m) => ({ default: m.UpdatePage })));

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
