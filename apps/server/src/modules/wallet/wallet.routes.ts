import {
  addbankcard,
  adminApproveWithdrawal,
  adminConfirmDeposit,
  adminDeposits,
  adminPayoutDetails,
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
import type { RegisterCall } from '../../http/calls.ts';
import type { FundFlow } from './fund-flow.ts';
import type { PayoutDesk } from './payout-desk.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(
  call: RegisterCall,
  s: { wallet: WalletService; payoutDesk: PayoutDesk; fundFlow: FundFlow },
): void {
  const { wallet, payoutDesk: desk, fundFlow } = s;
  call(recharge, ({ body, user }) => wallet.recharge(user.id, body));
  call(getBankcardlist, ({ user }) => wallet.cards(user.id));
  call(addbankcard, ({ body, user }) => wallet.addCard(user.id, body));
  call(delbankcard, async ({ body, user }) => {
    await wallet.deleteCard(user.id, body.id);
    return {};
  });
  call(getLeftmoney, ({ user, lang }) => wallet.leftmoney(user.id, lang));
  call(withdraw, ({ body, user }) => wallet.withdraw(user.id, body));
  call(withdrawList, ({ user }) => wallet.withdrawals(user.id));
  call(getfinanceflow, ({ body, user, lang }) => fundFlow.list(user.id, body.value, lang, body.tz_offset ?? 0));

  call(adminDeposits, ({ body }) => wallet.deposits(body));
  call(adminConfirmDeposit, ({ body, user }) => wallet.decideDeposit(user, 'confirmed', body));
  call(adminRejectDeposit, ({ body, user }) => wallet.decideDeposit(user, 'rejected', body));
  call(adminWithdrawals, ({ body }) => wallet.adminWithdrawals(body));
  call(adminApproveWithdrawal, ({ body, user, stepUp }) => wallet.decideWithdrawal(user, 'paid', body, stepUp));
  call(adminRejectWithdrawal, ({ body, user }) => wallet.decideWithdrawal(user, 'rejected', body));
  call(adminPayoutDetails, ({ body, user }) => desk.details(user, body.id));
}
