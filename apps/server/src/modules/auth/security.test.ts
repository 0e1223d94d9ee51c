import {
  endMySession,
  endOtherSessions,
  getMyMessages,
  getMySessions,
  getMySignIns,
  getuserinfo,
  login,
  register,
} from '@roundhouse/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, registerBody, registerUser, uniqueName } from '../../test/test-app.ts';
import { deviceOf } from './security.service.ts';

/**
 * Issue 23, members' security: where the account is signed in, the last sign-ins with their result,
 * a message for a browser not seen before, and ending the sessions a member does not recognise.
 */
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const t = fileTestApp({ SCHEDULER: 'false' });

async function signIn(username: string, password: string, userAgent: string) {
  return t.call(login, { quhao: '852', username, password }, { 'user-agent': userAgent });
}

describe("a member's sessions and sign-ins", () => {
  it('lists where the account is signed in and how it was tried, newest first', async () => {
    const { username } = await registerUser(t);
    const phone = (await signIn(username, 'Secret123', ANDROID)).data.token as string;
    expect((await signIn(username, 'Wrong1234', IPHONE)).data.errCode).toBe(1003);
    const iphone = (await signIn(username, 'Secret123', IPHONE)).data.token as string;
    const sessions = (await t.call(getMySessions, { token: iphone })).data as { device: string; current: boolean }[];
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'Safari · iOS' })]);
    expect(sessions.map((s) => s.device)).toContain('Chrome · Android');
    const answer = (await t.call(getMySignIns, { token: phone })).data as {
      sign_ins: { result: string; device: string }[];
      kept_days: number;
    };
    // Kept SIGN_IN_DAYS (180 unless set), as the screen says.
    expect(answer.kept_days).toBe(180);
    const signIns = answer.sign_ins;
    expect(signIns.slice(0, 3).map((s) => [s.result, s.device])).toEqual([
      ['ok', 'Safari · iOS'],
      ['wrong_password', 'Safari · iOS'],
      ['ok', 'Chrome · Android'],
    ]);
  });

  it('tells the member of a browser it has not seen signed in before, once', async () => {
    const { username, token } = await registerUser(t);
    await signIn(username, 'Secret123', ANDROID);
    await signIn(username, 'Secret123', ANDROID);
    const inbox = (await t.call(getMyMessages, { token })).data as {
      list: { kind: string; params: Record<string, string> }[];
    };
    expect(inbox.list.filter((m) => m.kind === 'new_device')).toEqual([
      expect.objectContaining({ params: { device: 'Chrome · Android', ip: '127.0.0.1' } }),
    ]);
  });

  it("keeps a registration as the account's first sign-in: its browser is not new when the member comes back", async () => {
    const username = uniqueName();
    const opened = await t.call(register, registerBody(username), { 'user-agent': ANDROID });
    const token = opened.data.token as string;
    const first = (await t.call(getMySignIns, { token })).data as { sign_ins: { result: string; device: string }[] };
    expect(first.sign_ins.map((s) => [s.result, s.device])).toEqual([['ok', 'Chrome · Android']]);
    await signIn(username, 'Secret123', ANDROID);
    await signIn(username, 'Secret123', IPHONE);
    const inbox = (await t.call(getMyMessages, { token })).data as {
      list: { kind: string; params: Record<string, string> }[];
    };
    expect(inbox.list.filter((m) => m.kind === 'new_device').map((m) => m.params.device)).toEqual(['Safari · iOS']);
  });

  it('signs out one session (its next call answers 409) or every other one, and only its own', async () => {
    const { username } = await registerUser(t);
    const a = (await signIn(username, 'Secret123', ANDROID)).data.token as string;
    const b = (await signIn(username, 'Secret123', IPHONE)).data.token as string;
    const c = (await signIn(username, 'Secret123', IPHONE)).data.token as string;
    const listed = (await t.call(getMySessions, { token: b })).data as {
      id: number;
      device: string;
      current: boolean;
    }[];
    const android = listed.find((s) => s.device === 'Chrome · Android');
    const other = await registerUser(t);
    expect((await t.call(endMySession, { token: other.token, id: android?.id })).data.errCode).toBe(3074);
    const self = listed.find((s) => s.current)?.id;
    const own = await t.call(endMySession, { token: b, id: self });
    expect(own.data.errCode).toBe(3074);
    expect((await t.call(endMySession, { token: b, id: android?.id })).code).toBe(1);
    expect((await t.call(getuserinfo, { token: a })).code).toBe(409);
    const left = (await t.call(endOtherSessions, { token: b })).data as unknown[];
    expect(left).toHaveLength(1);
    expect((await t.call(getuserinfo, { token: c })).code).toBe(409);
    expect((await t.call(getuserinfo, { token: b })).code).toBe(1);
  });

  it('names devices from their user agents', () => {
    expect(deviceOf(ANDROID)).toBe('Chrome · Android');
    expect(deviceOf(IPHONE)).toBe('Safari · iOS');
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge · Windows');
    expect(deviceOf('')).toBe('');
    expect(deviceOf(null)).toBe('');
  });
});
