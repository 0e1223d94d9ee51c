// The composition root's accounts part (services.ts builds the rest): sign-in, sessions, SMS codes,
// messages, staff's second factor and staff accounts, wired once.
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { AuditLog } from './modules/audit/audit.service.ts';
import { AccountsService } from './modules/auth/accounts.service.ts';
import { InvitationsRepository, SessionsRepository } from './modules/auth/auth.repository.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { PasswordChanges } from './modules/auth/password-changes.service.ts';
import { SecurityRepository } from './modules/auth/security.repository.ts';
import { SecurityService } from './modules/auth/security.service.ts';
import { TwoFactorService } from './modules/auth/two-factor.service.ts';
import type { LedgerService } from './modules/ledger/ledger.service.ts';
import { MessagesRepository } from './modules/messages/messages.repository.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import type { RateLimitsRepository } from './modules/rate-limits/rate-limits.repository.ts';
import type { RequestKeys } from './modules/request-keys/request-keys.service.ts';
import { SmsCodesRepository } from './modules/sms/sms.repository.ts';
import { consoleSender, type SmsSender, SmsService, webhookSender } from './modules/sms/sms.service.ts';
import { StaffService } from './modules/staff/staff.service.ts';
import type { UsersRepository } from './modules/users/users.repository.ts';

/** How services write to the process's log: plain lines, events with fields, errors. */
export interface ServiceLog {
  info: (line: string) => void;
  event: (fields: object, message: string) => void;
  error: (error: unknown, what: string) => void;
}

export function buildAccountServices(
  {
    config,
    db,
    smsSender,
    changes,
  }: { config: Config; db: Db; smsSender?: SmsSender | undefined; changes?: ChangeFeed | undefined },
  shared: {
    limits: RateLimitsRepository;
    users: UsersRepository;
    ledger: LedgerService;
    audit: AuditLog;
    keys: RequestKeys;
  },
  log: Pick<ServiceLog, 'info' | 'error'>,
) {
  const { limits, users: usersRepo, ledger, audit, keys } = shared;
  const windowSeconds = config.RATE_WINDOW_MINUTES * 60;
  const sender =
    smsSender ??
    (config.SMS_MODE === 'webhook'
      ? webhookSender(config.SMS_WEBHOOK_URL ?? '')
      : // Off: nothing asks for a code, and none is written anywhere (issue 25: no secret in the log).
        consoleSender(config.SMS_MODE === 'console' ? log.info : () => {}));
  const sms = new SmsService({
    codes: new SmsCodesRepository(db),
    limits,
    sender,
    sendsPerIp: config.SMS_SENDS_PER_IP,
    windowSeconds,
    required: config.SMS_MODE !== 'off',
    logError: log.error,
  });
  const sessions = new SessionsRepository(db);
  const auth = new AuthService({
    db,
    users: usersRepo,
    sessions,
    invitations: new InvitationsRepository(db),
    ledger,
    limits,
    sms,
    config: {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      staffIdleMinutes: config.STAFF_IDLE_MINUTES,
      maxDays: config.SESSION_MAX_DAYS,
      failuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
      attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP,
      registrationsPerIp: config.REGISTRATIONS_PER_IP,
      windowSeconds,
    },
    changes,
  });
  const passwords = new PasswordChanges({ db, auth, users: usersRepo, sessions, keys });
  const messages = new MessagesService({ repo: new MessagesRepository(db) });
  const accounts = new AccountsService({ db, auth, users: usersRepo, sessions, sms, audit, messages });
  const twoFactor = new TwoFactorService({ db, auth, limits, sessions, audit, policy: config.STAFF_2FA });
  const security = new SecurityService({
    repo: new SecurityRepository(db),
    sessions,
    users: usersRepo,
    auth,
    messages,
    db,
    signInDays: config.SIGN_IN_DAYS,
  });
  const staff = new StaffService({ db, auth, users: usersRepo, sessions, security, twoFactor, audit, keys });
  return { sms, auth, passwords, messages, accounts, twoFactor, security, staff };
}
