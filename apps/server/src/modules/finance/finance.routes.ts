import {
  adminProducts,
  adminSaveProduct,
  financeOrder,
  financeOrders,
  financeProducts,
  financeTransfer,
} from '@roundhouse/contract';
import type { RegisterCall } from '../../http/calls.ts';
import type { FinanceService } from './finance.service.ts';

/** Fixed-term products and a member's contracts. */
export function financeRoutes(call: RegisterCall, finance: FinanceService): void {
  call(financeProducts, ({ user, lang }) => finance.products(lang, user?.id));
  call(financeTransfer, ({ body, user, lang }) => finance.transfer(user.id, body, lang));
  call(financeOrders, ({ user, lang }) => finance.contracts(user.id, lang));
  call(financeOrder, ({ body, user, lang }) => finance.contract(user.id, body.id, lang));

  // The console: products, enabled or not.
  call(adminProducts, () => finance.adminProducts());
  call(adminSaveProduct, ({ body, user }) => finance.saveProduct(user, body));
}
