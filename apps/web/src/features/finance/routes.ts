import { type ScreenRoute, screen } from '../../ui/screen-routes';

const FinancePage = screen(() => import('./finance-page').then((m) => ({ default: m.FinancePage })));
const ProductOrderPage = screen(() => import('./product-order-page').then((m) => ({ default: m.ProductOrderPage })));
const ProductRulePage = screen(() => import('./product-rule-page').then((m) => ({ default: m.ProductRulePage })));
const ProductDetailPage = screen(() => import('./product-detail-page').then((m) => ({ default: m.ProductDetailPage })));
const TransferInPage = screen(() => import('./transfer-in-page').then((m) => ({ default: m.TransferInPage })));

/** The finance screens (SPEC.md §2), each loaded on first visit. */
export const financeRoutes: ScreenRoute[] = [
  { path: '/finance', screen: FinancePage },
  { path: '/productorder', screen: ProductOrderPage, members: true },
  { path: '/productrule', screen: ProductRulePage },
  { path: '/productdetail', screen: ProductDetailPage },
  { path: '/producttransferin', screen: TransferInPage, members: true },
];
