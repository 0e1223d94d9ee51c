import { PassThrough } from 'node:stream';
import {
  addbankcard,
  adminResetPassword,
  getuserinfo,
  login,
  order,
  recharge,
  register,
  repasswd,
  withdraw,
} from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../seed/demo.ts';
import { caller } from '../test/calls.ts';
import { openRoundNow } from '../test/given.ts';
import { createTestApp, type TestApp, uniqueName } from '../test/test-app.ts';

/**
 * Issue 25: whatever the log level, the log carries the call, the member's id and the result, and
 * never a token, a password, a payment password or a one-time password. The app runs at trace
 * level (everything it can write) through the calls that carry them.
 */
let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    log += chunk;
  });
  t = await createTestApp({ SCHEDULER: 'false', LOG_LEVEL: 'trace' }, { logStream: stream });
});
afterAll(() => t.close());

describe('the log (issue 25)', () => {
  it('holds one line per answer with the member id, and no secret of any call', async () => {
    const secrets: string[] = [];
    const username = uniqueName();
    const password = 'Sesame2026zz';
    const payPwd = '918273';
    secrets.push(password, payPwd);
    const { token } = await caller(t.app).ok(register, {
      quhao: '852',
      username,
      password,
      spassword: password,
      invitation: 'WELCOME',
      payPwd,
    });
    secrets.push(token);
    const me = caller(t.app, token);
    const { id } = await me.ok(getuserinfo, {});
    await me.ok(recharge, { money: 2000, request_id: 'log-check-0001' });
    const round = await openRoundNow(t, 1);
    await me.ok(order, { gameid: round.id, roomid: 1, order_info: [[0, 1.95, 20]] });
    const { id: card } = await me.ok(addbankcard, { type: 'USDT-TRC', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' });
    // A wrong payment password, then the right one.
    secrets.push('000111');
    const wrong = await me.fail(withdraw, { bank_id: card, money: 100, pwd: '000111', request_id: 'log-check-0002' });
    expect(wrong.errCode).toBeGreaterThan(0);
    await me.ok(withdraw, { bank_id: card, money: 100, pwd: payPwd, request_id: 'log-check-0003' });
    // Staff reset the member's password: a one-time password, used once.
    secrets.push(DEMO_OPERATOR.password);
    const staffToken = (await caller(t.app).ok(login, DEMO_OPERATOR)).token;
    secrets.push(staffToken);
    const { temporary } = await caller(t.app, staffToken).ok(adminResetPassword, { user_id: id, kind: 'login' });
    secrets.push(temporary);
    const second = (await caller(t.app).ok(login, { username, password: temporary })).token;
    secrets.push(second);
    await caller(t.app, second).ok(repasswd, { passwd: temporary, npasswd: 'Another2026zz' });
    secrets.push('Another2026zz');
    // A body that fails validation still has its password in it.
    await caller(t.app).fail(login, { username, password: 'x'.repeat(80) });
    secrets.push('x'.repeat(80));

    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain(`"member":${id}`);
    expect(log).toContain('"call":"/api/Game/order"');
    for (const secret of secrets) expect(log.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
  });
});
