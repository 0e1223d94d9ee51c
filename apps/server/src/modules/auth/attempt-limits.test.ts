import {
  addbankcard,
  type CallDef,
  getuserinfo,
  login,
  recharge,
  register,
  repasswd,
  resetpaypwd,
  smsSend,
  withdraw,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { TRON } from '../../test/given.ts';
import { fileTestApp, registerBody, registerUser, uniqueName } from '../../test/test-app.ts';
import { PAY_PASSWORD_FAILURES } from './auth.service.ts';

const t = fileTestApp();

const codes = (answers: { code: number; data: { errCode?: number } }[]) =>
  answers.map((a) => (a.code === 1 ? 1 : a.data.errCode)).sort();
const count = (list: (number | undefined)[], code: number) => list.filter((c) => c === code).length;

async function member() {
  const user = await registerUser(t);
  const call = (def: CallDef, body: Record<string, unknown> = {}) => t.call(def, { ...body, token: user.token });
  return { ...user, call };
}

describe('attempt limits under a parallel burst', () => {
  it('compares exactly the allowed number of login passwords, however many arrive at once', async () => {
    const user = await registerUser(t);
    const limit = t.config.LOGIN_FAILURES_PER_ACCOUNT;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.call(login, { username: user.username, password: 'Wrong1234' })),
    );
    const got = codes(answers);
    expect(count(got, 1003)).toBe(limit);
    expect(count(got, 3002)).toBe(30 - limit);
    const right = await t.call(login, { username: user.username, password: user.password });
    expect(right.data.errCode).toBe(3002);
  });

  it('compares exactly 5 payment passwords of 20 parallel withdrawals', async () => {
    const u = await member();
    await u.call(recharge, { money: 1000 });
    const card = await u.call(addbankcard, { type: 'USDT-TRC', address: TRON });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => u.call(withdraw, { bank_id: card.data.id, money: 100, pwd: '999999' })),
    );
    const got = codes(answers);
    expect(count(got, 1033)).toBe(PAY_PASSWORD_FAILURES);
    expect(count(got, 3002)).toBe(20 - PAY_PASSWORD_FAILURES);
    expect((await u.call(getuserinfo)).data.money).toBe(1000);
  });

  it('shares the payment password limit between withdraw and resetpaypwd', async () => {
    const u = await member();
    const card = await u.call(addbankcard, { type: 'USDT-TRC', address: TRON });
    for (let i = 0; i < PAY_PASSWORD_FAILURES; i++) {
      const wrong = await u.call(withdraw, { bank_id: card.data.id, money: 100, pwd: '999999' });
      expect(wrong.data.errCode).toBe(1033);
    }
    expect((await u.call(withdraw, { bank_id: card.data.id, money: 100, pwd: u.payPwd })).data.errCode).toBe(3002);
    // The right current PIN does not get through either: the PIN cannot be guessed here instead.
    const reset = await u.call(resetpaypwd, { srcpwd: u.payPwd, newpwd: '246810', newpwd2: '246810' });
    expect(reset.data.errCode).toBe(3002);
  });

  it('limits resetpaypwd on its own too, also in parallel', async () => {
    const u = await member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        u.call(resetpaypwd, {
          srcpwd: String(100000 + i),
          newpwd: '246810',
          newpwd2: '246810',
        }),
      ),
    );
    const got = codes(answers);
    expect(count(got, 1051)).toBe(PAY_PASSWORD_FAILURES);
    expect(count(got, 3002)).toBe(20 - PAY_PASSWORD_FAILURES);
    const right = await u.call(resetpaypwd, { srcpwd: u.payPwd, newpwd: '246810', newpwd2: '246810' });
    expect(right.data.errCode).toBe(3002);
  });

  it('shares the login password limit between login and repasswd', async () => {
    const u = await member();
    const limit = t.config.LOGIN_FAILURES_PER_ACCOUNT;
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, () => u.call(repasswd, { passwd: 'Wrong1234', npasswd: 'Fresh2026' })),
    );
    const got = codes(answers);
    expect(count(got, 1059)).toBe(limit);
    expect(count(got, 3002)).toBe(5);
    const again = await t.call(login, { username: u.username, password: u.password });
    expect(again.data.errCode).toBe(3002);
  });

  it('does not lock out a member whose right answers arrive in a burst', async () => {
    const u = await member();
    await u.call(recharge, { money: 1000 });
    const card = await u.call(addbankcard, { type: 'USDT-TRC', address: TRON });
    await Promise.all(
      Array.from({ length: 12 }, () => u.call(withdraw, { bank_id: card.data.id, money: 10, pwd: u.payPwd })),
    );
    // However many the burst refused, none counted as a failure: the next one goes through.
    const next = await u.call(withdraw, { bank_id: card.data.id, money: 10, pwd: u.payPwd });
    expect(next).toMatchObject({ code: 1, data: 1 });
  });
});

describe('SMS codes under a parallel burst', () => {
  const s = fileTestApp({ SMS_MODE: 'console' });

  it('compares at most 5 codes of 20 parallel tries, then the right one is refused too', async () => {
    const mobile = '98761234';
    await s.call(smsSend, { quhao: '852', mobile });
    const code = /\d{6}/.exec(s.sms.at(-1)?.text ?? '')?.[0] as string;
    const wrongs = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const body = registerBody(mobile);
    const answers = await Promise.all(wrongs.map((captcha) => s.call(register, { ...body, captcha })));
    const got = codes(answers);
    expect(count(got, 2053)).toBe(5);
    expect(count(got, 2054)).toBe(15);
    expect((await s.call(register, { ...body, captcha: code })).data.errCode).toBe(2054);
  });
});

describe('registrations from one address', () => {
  const s = fileTestApp({ REGISTRATIONS_PER_IP: '5' });

  it('lets exactly the limit through from one address, even in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => s.call(register, registerBody(uniqueName('burst')))),
    );
    const got = codes(answers);
    expect(count(got, 1)).toBe(5);
    expect(count(got, 3002)).toBe(7);
    // Another address still registers.
    const other = await s.app.inject({
      method: 'POST',
      url: register.path,
      remoteAddress: '203.0.113.7',
      payload: registerBody(uniqueName('other')),
    });
    expect(other.json().code).toBe(1);
  });

  it('counts every answer that tells whether a name is taken: probing names spends the allowance', async () => {
    const probe = (username: string, remoteAddress: string) =>
      s.app.inject({
        method: 'POST',
        url: register.path,
        remoteAddress,
        payload: registerBody(username),
      });
    const taken = uniqueName('taken');
    expect((await probe(taken, '198.51.100.9')).json().code).toBe(1);
    // From a fresh address: 4 more answers reveal "taken", then the limit answers without telling.
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await probe(taken, '198.51.100.10')).json().data?.errCode);
    expect(answers).toEqual([1013, 1013, 1013, 1013, 1013, 3002, 3002, 3002]);
  });
});
