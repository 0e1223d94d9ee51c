import { addbankcard, financeTransfer, getBankcardlist, getLeftmoney, withdraw } from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { fileTestApp } from '../../test/test-app.ts';

/**
 * Issue 22, fault 13: a retry answers the first result whatever the timing. The payment password's
 * attempt limit (5 in flight) used to refuse parallel retries of one transfer with 3002.
 */
const t = fileTestApp({ SCHEDULER: 'false' });

describe('parallel retries of a call with a payment password', () => {
  it('8 finance transfers with one request id: one contract, every answer that contract', async () => {
    const member = await given(t).user({ cash: 300_000 });
    const body = { amount: 100_000, pwd: member.payPwd, request_id: 'retry-finance-0001', token: member.token };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call(financeTransfer, body)));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(1));
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect((await member.ok(getLeftmoney, {})).leftmoney).toBe(200_000);
  });

  it('8 withdrawals with one request id: one withdrawal held, every answer a success', async () => {
    const member = await given(t).user({ cash: 5_000 });
    await member.ok(addbankcard, { type: 'Bank', bank: 'HSBC', account: '12345678', username: 'A Member' });
    const card = (await member.ok(getBankcardlist, {}))[0];
    const body = {
      bank_id: card?.id,
      money: 1_000,
      pwd: member.payPwd,
      request_id: 'retry-withdraw-01',
      token: member.token,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.call(withdraw, body)));
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(1));
    const rows = await t.db.selectFrom('withdrawals').select('id').where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(1);
    expect((await member.ok(getLeftmoney, {})).leftmoney).toBe(4_000);
  });

  it('still limits wrong passwords under a burst: at most 5 are compared', async () => {
    const member = await given(t).user({ cash: 300_000 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call(financeTransfer, {
          amount: 100_000,
          pwd: '000000',
          request_id: `wrong-pwd-${i}-000`,
          token: member.token,
        }),
      ),
    );
    expect(answers.filter((a) => a.data?.errCode === 1033).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.data?.errCode === 3002).length).toBeGreaterThanOrEqual(7);
  });
});
