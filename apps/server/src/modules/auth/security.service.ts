import type { MySession, MySignIn } from '@roundhouse/contract';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/calls.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { SessionsRepository } from './auth.repository.ts';
import type { AuthService } from './auth.service.ts';
import { loginKey } from './rules.ts';
import type { SecurityRepository } from './security.repository.ts';

/** "Chrome · Android": the browser and system a user agent names (no words to translate), or "" when it names none. */
export function deviceOf(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '';
}

/** What a failed sign-in's code says about the account (other codes record nothing). */
const FAILURES: Record<number, MySignIn['result']> = { 1003: 'wrong_password', 3002: 'locked', 3003: 'frozen' };

/**
 * Members' security (issue 23): every sign-in to an existing account is kept with its result; a
 * session remembers its browser; a sign-in from a browser not seen before leaves a message; members
 * list their sessions and sign-ins and end the sessions they do not recognise.
 */
export class SecurityService {
  constructor(
    private readonly deps: {
      repo: SecurityRepository;
      sessions: SessionsRepository;
      users: UsersRepository;
      auth: AuthService;
      messages: MessagesService;
      db: Db;
      /** How long sign-ins are kept (SIGN_IN_DAYS; retention removes older ones). */
      signInDays: number;
    },
  ) {}

  /** Signs in through AuthService and records the outcome for the account it names. */
  async signIn<A extends { token: string }>(
    attempt: () => Promise<A>,
    who: { quhao: string; username: string; ip: string; userAgent: string },
  ): Promise<A> {
    const userAgent = who.userAgent.slice(0, 300);
    let answer: A;
    try {
      answer = await attempt();
    } catch (error) {
      const result = error instanceof AppError ? FAILURES[error.errCode] : undefined;
      const user = result ? await this.deps.users.findByLoginKey(loginKey(who.quhao, who.username.trim())) : undefined;
      if (result && user)
        await this.deps.repo.recordSignIn({ user_id: user.id, ip: who.ip, user_agent: userAgent, result });
      throw error;
    }
    const session = await this.deps.repo.sessionOpened(answer.token, userAgent);
    if (session) {
      const known = await this.deps.repo.knownBrowser(session.user_id, userAgent);
      await this.deps.repo.recordSignIn({ user_id: session.user_id, ip: who.ip, user_agent: userAgent, result: 'ok' });
      if (!known) {
        await this.deps.messages.send(this.deps.db, session.user_id, 'new_device', {
          device: deviceOf(userAgent),
          ip: who.ip,
        });
      }
    }
    return answer;
  }

  /**
   * A registration's session: labelled with its browser and kept as the account's first sign-in, so
   * that browser is known (no "new device" message when the member signs in there again) and the
   * sign-ins list is not empty while the member is signed in.
   */
  async opened(answer: { token: string }, who: { ip: string; userAgent: string }): Promise<{ token: string }> {
    const userAgent = who.userAgent.slice(0, 300);
    const session = await this.deps.repo.sessionOpened(answer.token, userAgent);
    if (session) {
      await this.deps.repo.recordSignIn({ user_id: session.user_id, ip: who.ip, user_agent: userAgent, result: 'ok' });
    }
    return answer;
  }

  async sessions(user: SessionUser): Promise<MySession[]> {
    return this.sessionsOf(user.id, user.sessionId);
  }

  /** An account's open sessions, `current` marking the one of the request (also the console's staff list). */
  async sessionsOf(userId: number, currentSessionId: string): Promise<MySession[]> {
    return (await this.deps.repo.liveSessions(userId)).map((s) => ({
      id: Number(s.id),
      device: deviceOf(s.user_agent),
      ip: s.ip,
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      current: String(s.id) === currentSessionId,
    }));
  }

  async end(user: SessionUser, id: number): Promise<MySession[]> {
    if (String(id) === user.sessionId) throw new AppError(3074, { field: 'id' });
    await this.endOne(this.deps.db, user.id, id);
    this.deps.auth.forget(user.id);
    return this.sessions(user);
  }

  /**
   * Ends one open session of an account in `executor`: 3074 when it is not one of theirs (or ended
   * already). The caller forgets the account's sessions once it is committed (auth.forget).
   */
  async endOne(executor: Executor, userId: number, id: number): Promise<void> {
    if (!(await this.deps.repo.end(executor, userId, String(id)))) throw new AppError(3074, { field: 'id' });
  }

  async endOthers(user: SessionUser): Promise<MySession[]> {
    await this.deps.sessions.revokeOthers(user.id, user.sessionId);
    this.deps.auth.forget(user.id);
    return this.sessions(user);
  }

  async signIns(user: SessionUser): Promise<{ sign_ins: MySignIn[]; kept_days: number }> {
    return { sign_ins: await this.signInsOf(user.id), kept_days: this.deps.signInDays };
  }

  /** A member's last 20 sign-ins, newest first: theirs to read, and the console's member page. */
  async signInsOf(userId: number): Promise<MySignIn[]> {
    const rows = await this.deps.repo.signIns(userId, 20);
    return rows.map((r) => ({ at: r.at.toISOString(), device: deviceOf(r.user_agent), ip: r.ip, result: r.result }));
  }
}
