import { getconfig, getuserinfo, login, logout, register, repasswd, resetpaypwd, smsSend } from '@roundhouse/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rowCount } from '../../test/db-checks.ts';
import { fileTestApp, registerBody, registerUser, uniqueName } from '../../test/test-app.ts';

const t = fileTestApp();

const REGISTER = register;
const valid = () => registerBody(uniqueName('reg'));

describe('register', () => {
  it('creates the account, logs it in and gives it a zero balance and its own invitation code', async () => {
    const body = valid();
    const answer = await t.call(REGISTER, body);
    expect(answer.code).toBe(1);
    expect(answer.data.token).toMatch(/^[\w-]{40,}$/);
    const me = await t.call(getuserinfo, { token: answer.data.token });
    expect(me).toMatchObject({ code: 1, data: { username: body.username, nickname: body.username, level: 0 } });
    expect(me.data.money).toBe(0);
    expect(me.data.totalWin).toBe(0);
    expect(me.data.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    const cash = await t.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['accounts.kind', 'accounts.balance_cents'])
      .where('users.username', '=', body.username)
      .execute();
    expect(cash.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'user_cash', balance_cents: 0 },
      { kind: 'user_pledge', balance_cents: 0 },
      { kind: 'user_withdraw_hold', balance_cents: 0 },
    ]);
  });

  it('accepts a new user invited by another user’s own code, case-insensitively', async () => {
    const inviter = await registerUser(t);
    const me = await t.call(getuserinfo, { token: inviter.token });
    const answer = await t.call(REGISTER, { ...valid(), invitation: me.data.invitation_code.toLowerCase() });
    expect(answer.code).toBe(1);
  });

  it('registers a valid phone number with its area code', async () => {
    const answer = await t.call(REGISTER, { ...valid(), username: '91234567' });
    expect(answer.code).toBe(1);
    const loggedIn = await t.call(login, { quhao: '852', username: '91234567', password: 'Secret123' });
    expect(loggedIn.code).toBe(1);
    const other = await t.call(login, { quhao: '86', username: '91234567', password: 'Secret123' });
    expect(other.data.errCode).toBe(1002);
  });

  const cases: [string, Record<string, string>, number, string][] = [
    ['an empty username', { username: '   ' }, 1010, 'username'],
    ['a username with symbols', { username: 'bad name!' }, 1010, 'username'],
    ['an invalid phone number', { username: '12345' }, 2050, 'username'],
    ['an empty password', { password: '', spassword: '' }, 1015, 'password'],
    ['a password with symbols', { password: 'abc$1234', spassword: 'abc$1234' }, 1015, 'password'],
    ['a password that is too short', { password: 'ab12', spassword: 'ab12' }, 1011, 'password'],
    ['a password that is too long', { password: 'a1'.repeat(9), spassword: 'a1'.repeat(9) }, 1011, 'password'],
    ['a common password', { password: 'password1', spassword: 'password1' }, 3001, 'password'],
    ['an empty repeat', { spassword: '' }, 1015, 'spassword'],
    ['a repeat that differs', { spassword: 'Secret124' }, 1012, 'spassword'],
    ['an empty invitation code', { invitation: '' }, 1063, 'invitation'],
    ['an unknown invitation code', { invitation: 'NOPE1234' }, 1063, 'invitation'],
    ['a short payment password', { payPwd: '12345' }, 1058, 'payPwd'],
    ['a payment password with letters', { payPwd: '12345a' }, 1058, 'payPwd'],
  ];
  for (const [what, change, errCode, field] of cases) {
    it(`refuses ${what} with ${errCode} and creates nothing`, async () => {
      const before = await countUsers();
      const answer = await t.call(REGISTER, { ...valid(), ...change });
      expect(answer).toMatchObject({ code: 0, data: { errCode, field } });
      expect(answer.info.length).toBeGreaterThan(3);
      expect(await countUsers()).toBe(before);
    });
  }

  it('refuses a taken name (1013) and a taken phone (2052)', async () => {
    const first = await registerUser(t);
    const again = await t.call(REGISTER, { ...valid(), username: first.username.toUpperCase() });
    expect(again.data.errCode).toBe(1013);
    await t.call(REGISTER, { ...valid(), username: '61234567' });
    const phone = await t.call(REGISTER, { ...valid(), username: '61234567' });
    expect(phone.data.errCode).toBe(2052);
  });

  it('creates one account when the same name registers in parallel', async () => {
    const body = valid();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(REGISTER, body)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.data.errCode === 1013)).toHaveLength(4);
  });

  it('refuses a disabled invitation code', async () => {
    await t.db
      .insertInto('invitation_codes')
      .values({ code: 'OLDCODE1', owner_user_id: null, enabled: false })
      .execute();
    const answer = await t.call(REGISTER, { ...valid(), invitation: 'OLDCODE1' });
    expect(answer.data.errCode).toBe(1063);
  });
});

describe('login and sessions', () => {
  it('logs in with a trimmed username and gives a new token each time', async () => {
    const user = await registerUser(t);
    const a = await t.call(login, { username: `  ${user.username} `, password: user.password });
    const b = await t.call(login, { username: user.username, password: user.password });
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(a.data.token).not.toBe(b.data.token);
    expect(a.data.token).not.toBe(user.token);
  });

  it('answers 1002 for an unknown user and 1003 for a wrong password', async () => {
    const user = await registerUser(t);
    expect((await t.call(login, { username: 'nobody42x', password: 'Secret123' })).data.errCode).toBe(1002);
    const wrong = await t.call(login, { username: user.username, password: 'Wrong1234' });
    expect(wrong).toMatchObject({ code: 0, data: { errCode: 1003 }, info: 'Wrong login password' });
  });

  it('accepts the token as a Bearer header', async () => {
    const user = await registerUser(t);
    const me = await t.call(getuserinfo, {}, { authorization: `Bearer ${user.token}` });
    expect(me.code).toBe(1);
  });

  it('answers 409 without a token, with a made-up token, and after logout', async () => {
    const user = await registerUser(t);
    expect((await t.call(getuserinfo, {})).code).toBe(409);
    expect((await t.call(getuserinfo, { token: 'x'.repeat(43) })).code).toBe(409);
    expect((await t.call(logout, { token: user.token })).code).toBe(1);
    const after = await t.call(getuserinfo, { token: user.token });
    expect(after).toMatchObject({ code: 409, data: { errCode: 1062 } });
  });

  it('answers 409 for a session past its absolute expiry or idle too long', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', await userId(a.username))
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - (t.config.SESSION_IDLE_MINUTES + 1) * 60_000) })
      .where('user_id', '=', await userId(b.username))
      .execute();
    expect((await t.call(getuserinfo, { token: a.token })).code).toBe(409);
    expect((await t.call(getuserinfo, { token: b.token })).code).toBe(409);
  });

  it('answers 403 to a frozen user, on calls and at login', async () => {
    const user = await registerUser(t);
    await t.db.updateTable('users').set({ status: 'frozen' }).where('username', '=', user.username).execute();
    const call = await t.call(getuserinfo, { token: user.token });
    expect(call).toMatchObject({ code: 403, data: { errCode: 3003 } });
    const refused = await t.call(login, { username: user.username, password: user.password });
    expect(refused.code).toBe(403);
  });

  it('locks an account after repeated wrong passwords, even with the right one', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < t.config.LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await t.call(login, { username: user.username, password: 'Wrong1234' })).data.errCode).toBe(1003);
    }
    const locked = await t.call(login, { username: user.username, password: user.password });
    expect(locked.data.errCode).toBe(3002);
  });
});

describe('password changes', () => {
  it('changes the login password, keeps this session and ends the others', async () => {
    const user = await registerUser(t);
    const other = (await t.call(login, { username: user.username, password: user.password })).data.token;
    const answer = await t.call(repasswd, {
      token: user.token,
      passwd: user.password,
      npasswd: 'NewPass456',
    });
    expect(answer.code).toBe(1);
    expect((await t.call(getuserinfo, { token: user.token })).code).toBe(1);
    expect((await t.call(getuserinfo, { token: other })).code).toBe(409);
    expect((await t.call(login, { username: user.username, password: user.password })).data.errCode).toBe(1003);
    expect((await t.call(login, { username: user.username, password: 'NewPass456' })).code).toBe(1);
  });

  it('refuses a wrong current password (1059) and a bad new one (1011, 1015)', async () => {
    const user = await registerUser(t);
    const call = (passwd: string, npasswd: string) => t.call(repasswd, { token: user.token, passwd, npasswd });
    expect((await call('Wrong1234', 'NewPass456')).data.errCode).toBe(1059);
    expect((await call(user.password, 'ab1')).data.errCode).toBe(1011);
    expect((await call(user.password, 'new pass 1')).data.errCode).toBe(1015);
    expect((await t.call(login, { username: user.username, password: user.password })).code).toBe(1);
  });

  it('changes the payment password with the old one, and refuses mistakes', async () => {
    const user = await registerUser(t);
    const call = (srcpwd: string, newpwd: string, newpwd2: string) =>
      t.call(resetpaypwd, { token: user.token, srcpwd, newpwd, newpwd2 });
    expect((await call('000000', '654987', '654987')).data.errCode).toBe(1051);
    expect((await call(user.payPwd, '12345', '12345')).data.errCode).toBe(1058);
    expect((await call(user.payPwd, '654987', '654988')).data.errCode).toBe(1012);
    expect((await call(user.payPwd, '654987', '654987')).code).toBe(1);
    expect((await call(user.payPwd, '111222', '111222')).data.errCode).toBe(1051);
    expect((await call('654987', '111222', '111222')).code).toBe(1);
  });
});

describe('sms_send', () => {
  it('sends a 6-digit code once a minute per number', async () => {
    const first = await t.call(smsSend, { quhao: '852', mobile: '51234567' });
    expect(first).toMatchObject({ code: 1, data: { resend_after: 60 } });
    expect(t.sms.at(-1)?.to).toBe('+85251234567');
    expect(t.sms.at(-1)?.text).toMatch(/\b\d{6}\b/);
    const again = await t.call(smsSend, { quhao: '852', mobile: '51234567', lang: 'chs' });
    expect(again).toMatchObject({ code: 0, data: { errCode: 2051 }, info: '发送过于频繁，请稍后再试' });
  });

  it('refuses a number that is not 6-15 digits (2050)', async () => {
    for (const mobile of ['12345', '1234567890123456', 'abcdefg']) {
      expect((await t.call(smsSend, { mobile })).data.errCode).toBe(2050);
    }
  });

  it('sends one code when the same number asks twice at once', async () => {
    const before = t.sms.length;
    const answers = await Promise.all([1, 2, 3].map(() => t.call(smsSend, { mobile: '55554444' })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(t.sms.length - before).toBe(1);
  });
});

describe('the envelope', () => {
  it('routes paths case-insensitively', async () => {
    for (const path of [getconfig.path, '/API/INDEX/GETCONFIG', '/api/index/getConfig']) {
      expect((await t.post(path)).code).toBe(1);
    }
  });

  it('answers getconfig with the app shell’s settings', async () => {
    const answer = await t.call(getconfig);
    expect(answer.data).toMatchObject({ app_name: 'Roundhouse', mode: 'demo', default_quhao: '852' });
    expect(answer.data.exchanges).toHaveLength(4);
    expect(answer.data.versions.android.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers malformed JSON, a wrong type and a missing field with 1001 naming the field', async () => {
    const malformed = await t.call(login, '{"username": ');
    expect(malformed).toMatchObject({ code: 0, data: { errCode: 1001, field: 'body' } });
    const wrongType = await t.call(login, { username: 12, password: 'x' });
    expect(wrongType).toMatchObject({ code: 0, data: { errCode: 1001, field: 'username' } });
    expect(wrongType.info).toContain('username');
    const missing = await t.call(login, { username: 'someone' });
    expect(missing.data).toMatchObject({ errCode: 1001, field: 'password' });
    const notObject = await t.call(login, '[1,2]');
    expect(notObject.data.errCode).toBe(1001);
  });

  it('answers a wrong content type and an unknown call without a 500', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.errCode).toBe(1001);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/Game/nothing', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 0, data: { errCode: 1001 } });
  });

  it('writes info in the language the body asks for', async () => {
    const body = { username: 'nobody42x', password: 'Secret123' };
    expect((await t.call(login, { ...body, lang: 'en' })).info).toBe('User does not exist');
    expect((await t.call(login, { ...body, lang: 'chs' })).info).toBe('用户不存在');
    expect((await t.call(login, { ...body, lang: 'cht' })).info).toBe('使用者不存在');
    expect((await t.call(login, { ...body, lang: 'xx' })).info).toBe('User does not exist');
  });

  it('serves the manifest and the OpenAPI document', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/api-manifest.json' });
    expect(manifest.json().host).toBe('');
    const openapi = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(openapi.json().paths)).toContain(login.path);
    // Every call documents its answer too, not only its request.
    const answer = openapi.json().paths[login.path].post.responses['200'];
    const schema = answer.content['application/json'].schema;
    expect(schema.properties.data.properties.token.type).toBe('string');
    for (const [path, item] of Object.entries(openapi.json().paths) as [string, { post?: object }][]) {
      if (path.startsWith('/api/')) expect(item.post, path).toHaveProperty('responses.200');
    }
  });
});

describe('register with SMS required', () => {
  const s = fileTestApp({ SMS_MODE: 'console' });

  it('needs the code that was sent, and refuses a wrong or expired one', async () => {
    const body = { ...valid(), username: '98765432' };
    expect((await s.call(REGISTER, { ...body, captcha: '000000' })).data.errCode).toBe(2053);
    await s.call(smsSend, { quhao: '852', mobile: '98765432' });
    const code = /\d{6}/.exec(s.sms.at(-1)?.text ?? '')?.[0];
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await s.call(REGISTER, { ...body, captcha: wrong })).data.errCode).toBe(2053);
    await s.db.updateTable('sms_codes').set({ expires_at: sql<Date>`now() - interval '1 second'` }).execute();
    expect((await s.call(REGISTER, { ...body, captcha: code })).data.errCode).toBe(2054);
    await s.db.updateTable('sms_codes').set({ expires_at: sql<Date>`now() + interval '5 minutes'` }).execute();
    expect((await s.call(REGISTER, { ...body, captcha: code })).code).toBe(1);
  });
});

const countUsers = () => rowCount(t.db, 'users');

async function userId(username: string): Promise<number> {
  const row = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

describe('per-IP limits', () => {
  const s = fileTestApp({ LOGIN_ATTEMPTS_PER_IP: '3', SMS_SENDS_PER_IP: '2' });

  it('stops login attempts from one address past the limit', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await s.call(login, { username: `ghost${i}`, password: 'Secret123' })).data.errCode).toBe(1002);
    }
    expect((await s.call(login, { username: 'demo', password: 'demo2026' })).data.errCode).toBe(3002);
  });

  it('stops SMS sends from one address past the limit', async () => {
    expect((await s.call(smsSend, { mobile: '51110001' })).code).toBe(1);
    expect((await s.call(smsSend, { mobile: '51110002' })).code).toBe(1);
    expect((await s.call(smsSend, { mobile: '51110003' })).data.errCode).toBe(2051);
  });
});
