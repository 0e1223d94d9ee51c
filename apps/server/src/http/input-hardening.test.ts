import {
  addbankcard,
  adminRejectDeposit,
  adminRejectWithdrawal,
  adminWithdrawals,
  CALLS,
  type CallDef,
  current,
  delbankcard,
  fairness,
  getBankcardlist,
  getGameinfo,
  getGamelog,
  getuserinfo,
  getVorder,
  login,
  order,
  recharge,
  withdraw,
} from '@roundhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../seed/demo.ts';
import { ADMIN_BODIES } from '../test/admin-bodies.ts';
import { openRoundNow, TRON } from '../test/given.ts';
import { fileTestApp, registerUser } from '../test/test-app.ts';

const t = fileTestApp({ SCHEDULER: 'false' });
let user: Awaited<ReturnType<typeof registerUser>>;
let operator: string;
let cardId: number;
let roundId: number;
let seqno: number;

beforeAll(async () => {
  user = await registerUser(t);
  operator = (await t.call(login, DEMO_OPERATOR)).data.token;
  await t.call(recharge, { money: 5000, token: user.token });
  cardId = (await t.call(addbankcard, { type: 'USDT-TRC', address: TRON, token: user.token })).data.id;
  const round = await openRoundNow(t, 1);
  roundId = round.id;
  seqno = round.seqno;
});

const as = (token: string) => (def: CallDef, body: Record<string, unknown>) => t.call(def, { ...body, token });

describe('input that the schema used to let through', () => {
  it('refuses fractional and huge round numbers with 1001 naming the field, on public calls too', async () => {
    const me = as(user.token);
    for (const bad of [1.5, 1e300, -3, '12a', '0x10']) {
      expect((await t.call(fairness, { gametype: 1, seqno: bad })).data).toEqual({
        errCode: 1001,
        field: 'seqno',
      });
      expect((await me(current, { gametype: 1, gameseq: bad })).data.field).toBe('gameseq');
      expect((await me(getGamelog, { gametype: 1, gameseq: bad })).data.field).toBe('gameseq');
    }
    expect((await t.call(fairness, { gametype: 1, seqno: String(seqno) })).code).toBe(1);
  });

  it('refuses room ids beyond the column’s range, and junk that used to be coerced into ids', async () => {
    const me = as(user.token);
    for (const roomid of [2147483648, 99999999999, [1], true, '0x5', ' 5 ', '', 0, -1, 1.5, null, { id: 1 }]) {
      for (const path of [getGameinfo, getVorder]) {
        expect((await me(path, { roomid })).data, `${path} ${JSON.stringify(roomid)}`).toEqual({
          errCode: 1001,
          field: 'roomid',
        });
      }
      const placed = await me(order, { roomid, gameid: roundId, order_info: [[0, 1.95, 20]] });
      expect(placed.data.errCode).toBe(1001);
    }
    // A string of digits is an id, as a URL parameter would send it.
    expect((await me(getGameinfo, { roomid: '1' })).code).toBe(1);
  });

  it('does not delete a card when its id comes as an array', async () => {
    const me = as(user.token);
    expect((await me(delbankcard, { id: [cardId] })).data).toEqual({ errCode: 1001, field: 'id' });
    expect((await me(getBankcardlist, {})).data.map((c: { id: number }) => c.id)).toContain(cardId);
  });

  it('refuses NUL and other control characters in text fields with 1001 naming the field', async () => {
    const me = as(user.token);
    const loggedIn = await t.call(login, { username: 'de\u0000mo', password: 'demo2026' });
    expect(loggedIn.data).toEqual({ errCode: 1001, field: 'username' });
    const bank = await me(addbankcard, {
      type: 'Bank',
      bank: 'HSBC\u0000',
      account: '12345678',
      username: 'A B',
    });
    expect(bank.data).toEqual({ errCode: 1001, field: 'bank' });
    const bell = await me(addbankcard, { type: 'Bank', bank: 'HS\u0007BC', account: '12345678' });
    expect(bell.data.field).toBe('bank');
    const op = as(operator);
    for (const path of [adminRejectDeposit, adminRejectWithdrawal]) {
      expect((await op(path, { id: 1, note: 'no\u0000pe' })).data).toEqual({ errCode: 1001, field: 'note' });
    }
    // A note may span lines.
    const withdrawal = await me(withdraw, { bank_id: cardId, money: 100, pwd: user.payPwd });
    expect(withdrawal.code).toBe(1);
    const [pending] = (await op(adminWithdrawals, { status: 'pending' })).data;
    const rejected = await op(adminRejectWithdrawal, {
      id: pending.id,
      note: 'Wrong network.\nPlease re-add.',
    });
    expect(rejected).toMatchObject({ code: 1, data: { status: 'rejected', note: 'Wrong network.\nPlease re-add.' } });
  });

  it('refuses direction controls, which would show a name or a number in another order, with 1001 naming the field', async () => {
    const me = as(user.token);
    const cards = async () => (await me(getBankcardlist, {})).data.length;
    const balance = async () => (await me(getuserinfo, {})).data.money;
    const [cardsBefore, balanceBefore] = [await cards(), await balance()];
    // "HSBC" + U+202E (right-to-left override): the console would read this account as "HSBC 9876••••".
    const bank = { type: 'Bank', bank: 'HSBC', account: '12346789', username: 'Chan Tai Man' };
    for (const [field, value] of [
      ['bank', 'HSBC\u202e'],
      ['username', '\u2067Chan Tai Man\u2069'],
      ['branch', 'Central\u200f'],
    ] as const) {
      expect((await me(addbankcard, { ...bank, [field]: value })).data).toEqual({ errCode: 1001, field });
    }
    expect((await me(recharge, { money: 500, reference: 'TX\u202e0005' })).data).toEqual({
      errCode: 1001,
      field: 'reference',
    });
    expect((await as(operator)(adminRejectDeposit, { id: 1, note: 'Paid\u202e' })).data).toEqual({
      errCode: 1001,
      field: 'note',
    });
    // Nothing was added or credited; the same account without them is taken.
    expect([await cards(), await balance()]).toEqual([cardsBefore, balanceBefore]);
    expect((await me(addbankcard, bank)).code).toBe(1);
  });
});

/** One valid body per call; the sweep replaces one field at a time with junk. */
function baseline(): Record<keyof typeof CALLS, Record<string, unknown>> {
  return {
    getconfig: {},
    login: { username: 'demo', password: 'demo2026' },
    register: { username: 'sweep1', password: 'Secret123', spassword: 'Secret123', invitation: 'WELCOME', payPwd: '1' },
    smsSend: { quhao: '852', mobile: '51234567' },
    repasswd: { passwd: 'x', npasswd: 'y' },
    resetpaypwd: { srcpwd: '1', newpwd: '2', newpwd2: '2' },
    getuserinfo: {},
    logout: {},
    recharge: { money: 500 },
    getBankcardlist: {},
    addbankcard: { type: 'Bank', bank: 'B', account: '1234', username: 'N' },
    delbankcard: { id: 999_999 },
    getLeftmoney: {},
    withdraw: { bank_id: cardId, money: 1, pwd: '000000' },
    withdrawList: {},
    getfinanceflow: { value: { start: '2026-01-01', end: '2026-01-02' } },
    ...ADMIN_BODIES,
    getRoomList: { roomtype: 2 },
    getGameList: { roomtype: 2 },
    getGameinfo: { roomid: 1 },
    getVorder: { roomid: 1 },
    order: { gameid: roundId, roomid: 1, order_info: [[0, 1.95, 20]] },
    getGamecancel: { roomid: 1, order_id: 999_999 },
    getOrderinfo: { order_id: 999_999 },
    current: { gametype: 1, gameseq: seqno },
    getGamelog: {},
    getMyBets: {},
    todayWinLost: {},
    getTrendData: {},
    fairness: {},
    getChains: {},
    getSeeds: { chain_id: 1 },
    getCommitments: {},
    getWinTicker: {},
    getLatestResults: {},
    slide: {},
    getOneclassArticle: { id: 26 },
    getArticledetail: { id: 26 },
    getArticlelist: { type: 9, page: 1, size: 10 },
    getPlayLimits: {},
    setPlayLimit: { kind: 'deposit', amount: 100_000, period: 'week' },
    setPlayReminder: { minutes: 30 },
    selfExclude: { days: 1 },
    getPlayStats: { since: '2026-11-23T00:00:00Z' },
    financeProducts: {},
    financeTransfer: { amount: 100_000, pwd: '000000' },
    financeOrders: {},
    financeOrder: { id: 999_999 },
    getMyMessages: {},
    readMyMessages: {},
    getMySessions: {},
    endMySession: { id: 999_999 },
    endOtherSessions: {},
    getMySignIns: {},
    getMyTwoFactor: {},
    myTotpEnrol: {},
    myTotpConfirm: { code: '123456' },
    myTotpDisable: { code: '123456' },
    loginCode: { code: '123456' },
  };
}

const JUNK: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2147483648,
  99999999999,
  1e300,
  -1e300,
  '',
  ' 5 ',
  '0x5',
  '1e3',
  'NaN',
  'a\u0000b',
  '\u001b[31m',
  '𝕏'.repeat(40),
  'x'.repeat(5000),
  [],
  [1],
  [[1, 2, 3]],
  {},
  { $gt: 0 },
];

describe('every call, with junk in every field', () => {
  it('answers each with an envelope and never "System busy" (1014)', async () => {
    const bodies = baseline();
    const failures: string[] = [];
    let sent = 0;
    for (const [name, call] of Object.entries(CALLS) as [keyof typeof CALLS, (typeof CALLS)[keyof typeof CALLS]][]) {
      const token = call.access === 'staff' ? operator : user.token;
      const base = bodies[name];
      const fields = Object.keys(call.body.shape).filter((f) => f !== 'lang' && f !== 'token');
      for (const field of fields) {
        for (const junk of JUNK) {
          const response = await t.app.inject({
            method: 'POST',
            url: call.path,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ ...base, [field]: junk, token }),
          });
          sent += 1;
          const what = `${call.path} ${field}=${JSON.stringify(junk).slice(0, 40)}`;
          if (response.statusCode !== 200) failures.push(`${what}: HTTP ${response.statusCode}`);
          else if (response.json().data?.errCode === 1014) failures.push(`${what}: 1014`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // Some 3,000 requests one after another, some hashing a password: 4 s alone, 13-23 s beside the
    // other files on two cores. Its speed is not what it checks.
  }, 60_000);
});
