import { sql } from 'kysely';
import type { Services } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { InvitationsRepository } from '../modules/auth/auth.repository.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const DEMO_USER = { username: 'demo', password: 'demo2026', payPassword: '246810' } as const;
export const DEMO_OPERATOR = { username: 'operator', password: 'operator2026', payPassword: '135790' } as const;

export interface SeededLogins {
  user?: { username: string; password: string };
  operator?: { username: string; password: string };
  invitationCode?: string;
}

/**
 * Idempotent: the demo invitation code, a demo user and a staff account (demo mode), and the admin
 * named by ADMIN_USERNAME / ADMIN_PASSWORD in any mode. Processes starting together on an empty
 * database seed one at a time (issue 24: each looked up, then inserted, and all but one lost the
 * race): a session advisory lock on a connection of its own, held while this process seeds — of
 * `lockDb`, which must reach PostgreSQL directly (a pooler in transaction mode loses session locks).
 */
export async function seed(
  config: Config,
  db: Db,
  services: Services,
  lockDb: Db = db,
  hashes: LoginHashes = hashLogins(config),
): Promise<SeededLogins> {
  return lockDb.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('roundhouse-seed'))`.execute(connection);
    try {
      return await seedNow(config, db, services, hashes);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('roundhouse-seed'))`.execute(connection);
    }
  });
}

/** The seeded logins' password hashes, by password. */
export type LoginHashes = ReadonlyMap<string, Promise<string>>;

/**
 * Hashes the passwords the seed sets, begun as early as the caller likes (serve.ts: before the app
 * is built; argon2 works on threads of its own, so a warm restart's seed no longer waits for it).
 */
export function hashLogins(config: Config): LoginHashes {
  const passwords: string[] = [];
  if (config.SEED_DEMO) passwords.push(DEMO_USER.password, ...(config.ADMIN_USERNAME ? [] : [DEMO_OPERATOR.password]));
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) passwords.push(config.ADMIN_PASSWORD);
  return new Map(
    passwords.map((password) => {
      const hashed = hashPassword(password);
      // Awaited by the seed; a start that fails before it must not end in an unhandled rejection.
      hashed.catch(() => {});
      return [password, hashed];
    }),
  );
}

async function seedNow(config: Config, db: Db, services: Services, hashes: LoginHashes): Promise<SeededLogins> {
  const logins: SeededLogins = {};
  // Three independent parts side by side (each waits on the database, most of a restart's seed).
  await Promise.all([
    // Rooms exist in every mode; an operator edits or disables them later. The chains' announcements
    // follow the rooms' timing.
    (async () => {
      await services.rooms.ensureDefaults();
      await services.rounds.loadTiming();
      await services.content.ensureDefaults(db, config.SEED_DEMO, await services.rounds.chains(undefined));
    })(),
    services.finance.ensureDefaults(config.SEED_DEMO),
    (async () => {
      if (!config.SEED_DEMO) return;
      const code = config.DEMO_INVITATION_CODE.toUpperCase();
      // The demo's staff account may do everything the console offers (role admin, issue 12).
      const operator = !config.ADMIN_USERNAME;
      logins.user = { username: DEMO_USER.username, password: DEMO_USER.password };
      logins.invitationCode = code;
      if (operator) logins.operator = { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password };
      await Promise.all([
        new InvitationsRepository(db).insert(db, code, null),
        services.accounts.ensureUser({ ...DEMO_USER, role: 'user', passwordHash: hashes.get(DEMO_USER.password) }),
        operator &&
          services.accounts.ensureUser({
            ...DEMO_OPERATOR,
            role: 'admin',
            passwordHash: hashes.get(DEMO_OPERATOR.password),
          }),
      ]);
    })(),
  ]);
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await services.accounts.ensureUser({
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
      payPassword: '000000',
      role: 'admin',
      passwordHash: hashes.get(config.ADMIN_PASSWORD),
    });
    logins.operator = { username: config.ADMIN_USERNAME, password: '(ADMIN_PASSWORD)' };
  }
  return logins;
}
