import { type ScreenRoute, screen } from '../../ui/screen-routes';

const RechargePage = screen(() => import('./recharge-page').then((m) => ({ default: m.RechargePage })));
const IncomePage = screen(() => import('./income-page').then((m) => ({ default: m.IncomePage })));
const WithdrawPage = screen(() => import('./withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const WithdrawHistoryPage = screen(() =>
  import('./withdraw-history-page').then((m) => ({ default: m.WithdrawHistoryPage })),
);
const BankListPage = screen(() => import('./bank-list-page').then((m) => ({ default: m.BankListPage })));
const BankAddPage = screen(() => import('./bank-add-page').then((m) => ({ default: m.BankAddPage })));

/** The wallet screens (SPEC.md §2), each loaded on first visit. */
export const walletRoutes: ScreenRoute[] = [
  { path: '/recharge/:back?', screen: RechargePage, tab: true },
  { path: '/my_income', screen: IncomePage, members: true },
  { path: '/withdraw', screen: WithdrawPage, members: true },
  { path: '/withdraw_history', screen: WithdrawHistoryPage, members: true },
  { path: '/banklist', screen: BankListPage, members: true },
  { path: '/bankadd', screen: BankAddPage, members: true },
];
