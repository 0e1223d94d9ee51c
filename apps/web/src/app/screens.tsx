import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';

/**
 * A screen loaded on first visit (React.lazy) that can also be loaded before the first render
 * (`preloadScreen`): then it renders at once instead of suspending, so the app's first screen
 * replaces the one the server rendered into the page in one step, with no empty frame between.
 */
// biome-ignore lint/suspicious/noExplicitAny: any screen's props, as React.lazy takes them
export function page<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
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

/**
 * Every screen but home loads on first visit (the other tabs too), so the first paint carries only
 * what it shows (issue 9: first-load JavaScript).
 */
export const TrendPage = page(() => import('../features/games/trend-page').then((m) => ({ default: m.TrendPage })));
export const UserPage = page(() => import('../features/users/user-page').then((m) => ({ default: m.UserPage })));
export const RechargePage = page(() =>
  import('../features/wallet/recharge-page').then((m) => ({ default: m.RechargePage })),
);
export const LoginPage = page(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = page(() =>
  import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
);
export const ServicePage = page(() =>
  import('../features/content/service-page').then((m) => ({ default: m.ServicePage })),
);
export const LanguagePage = page(() =>
  import('../features/settings/language-page').then((m) => ({ default: m.LanguagePage })),
);
export const LoginPasswordPage = page(() =>
  import('../features/settings/login-password-page').then((m) => ({ default: m.LoginPasswordPage })),
);
export const PayPasswordPage = page(() =>
  import('../features/settings/pay-password-page').then((m) => ({ default: m.PayPasswordPage })),
);
export const SecurityPage = page(() =>
  import('../features/settings/security-page').then((m) => ({ default: m.SecurityPage })),
);
export const SettingsPage = page(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
export const WithdrawPage = page(() =>
  import('../features/wallet/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
);
export const WithdrawHistoryPage = page(() =>
  import('../features/wallet/withdraw-history-page').then((m) => ({ default: m.WithdrawHistoryPage })),
);
export const BankListPage = page(() =>
  import('../features/wallet/bank-list-page').then((m) => ({ default: m.BankListPage })),
);
export const BankAddPage = page(() =>
  import('../features/wallet/bank-add-page').then((m) => ({ default: m.BankAddPage })),
);
export const IncomePage = page(() => import('../features/wallet/income-page').then((m) => ({ default: m.IncomePage })));
export const RoomListPage = page(() =>
  import('../features/games/room-list-page').then((m) => ({ default: m.RoomListPage })),
);
export const ActivityPage = page(() =>
  import('../features/games/activity-page').then((m) => ({ default: m.ActivityPage })),
);
export const CurrentRoundPage = page(() =>
  import('../features/games/current-page').then((m) => ({ default: m.CurrentRoundPage })),
);
export const VerifyPage = page(() => import('../features/games/verify-page').then((m) => ({ default: m.VerifyPage })));
export const ArticlePage = page(() =>
  import('../features/content/article-page').then((m) => ({ default: m.ArticlePage })),
);
export const HelpListPage = page(() =>
  import('../features/content/help-list-page').then((m) => ({ default: m.HelpListPage })),
);
export const MessagePage = page(() =>
  import('../features/content/message-page').then((m) => ({ default: m.MessagePage })),
);
export const MyPlayPage = page(() => import('../features/play/my-play-page').then((m) => ({ default: m.MyPlayPage })));
export const FinancePage = page(() =>
  import('../features/finance/finance-page').then((m) => ({ default: m.FinancePage })),
);
export const ProductOrderPage = page(() =>
  import('../features/finance/product-order-page').then((m) => ({ default: m.ProductOrderPage })),
);
export const ProductRulePage = page(() =>
  import('../features/finance/product-rule-page').then((m) => ({ default: m.ProductRulePage })),
);
export const ProductDetailPage = page(() =>
  import('../features/finance/product-detail-page').then((m) => ({ default: m.ProductDetailPage })),
);
export const TransferInPage = page(() =>
  import('../features/finance/transfer-in-page').then((m) => ({ default: m.TransferInPage })),
);
export const AdminApp = page(() => import('../features/admin/admin-app').then((m) => ({ default: m.AdminApp })));
export const NotFoundPage = page(() => import('../ui/not-found').then((m) => ({ default: m.NotFoundPage })));
export const UpdatePage = page(() =>
  import('../features/settings/update-page').then((m) => ({ default: m.UpdatePage })),
);

/** Loads the screen a route element shows, through guards and Suspense around it. */
export function preloadOf(element: ReactNode): Promise<unknown> | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as { preload?: () => Promise<unknown> };
  if (typeof type === 'object' && type !== null && typeof type.preload === 'function') return type.preload();
  // A guard (RequireAuth) or a Suspense around the screen.
  return preloadOf((element.props as { children?: ReactNode }).children);
}
