import {
  addbankcard,
  adminApproveWithdrawal,
  adminConfirmDeposit,
  adminDeposits,
  adminRejectDeposit,
  adminRejectWithdrawal,
  adminWithdrawals,
  delbankcard,
  getBankcardlist,
  getfinanceflow,
  getLeftmoney,
  recharge,
  withdraw,
  withdrawList,
} from '@roundhouse/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/calls.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(app: FastifyInstance, auth: AuthService, wallet: WalletService): void {
  registerCall(app, auth, recharge, ({ body, user }) => wallet.recharge(user.id, body));
  registerCall(app, auth, getBankcardlist, ({ user }) => wallet.cards(user.id));
  registerCall(app, auth, addbankcard, ({ body, user }) => wallet.addCard(user.id, body));
  registerCall(app, auth, delbankcard, async ({ body, user }) => {
    await wallet.deleteCard(user.id, body.id);
    return {};
  });
  registerCall(app, auth, getLeftmoney, ({ user }) => wallet.leftmoney(user.id));
  registerCall(app, auth, withdraw, ({ body, user }) => wallet.withdraw(user.id, body));
  registerCall(app, auth, withdrawList, ({ user }) => wallet.withdrawals(user.id));
  registerCall(app, auth, getfinanceflow, ({ body, user, lang }) =>
    wallet.fundFlow(user.id, body.value, lang, body.tz_offset ?? 0),
  );

  registerCall(app, auth, adminDeposits, ({ body }) => wallet.deposits(body.status));
  registerCall(app, auth, adminConfirmDeposit, ({ body, user }) => wallet.confirmDeposit(user.id, body.id));
  registerCall(app, auth, adminRejectDeposit, ({ body, user }) => wallet.rejectDeposit(user.id, body.id, body.note));
  registerCall(app, auth, adminWithdrawals, ({ body }) => wallet.adminWithdrawals(body.status));
  registerCall(app, auth, adminApproveWithdrawal, ({ body, user }) =>
    wallet.decideWithdrawal(user.id, body.id, 'paid'),
  );
  registerCall(app, auth, adminRejectWithdrawal, ({ body, user }) =>
    wallet.decideWithdrawal(user.id, body.id, 'rejected', body.note),
  );
}
