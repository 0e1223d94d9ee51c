import { sql } from 'kysely';
import type { Services } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { InvitationsRepository } from '../modules/auth/auth.repository.ts';

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
export async function seed(config: Config, db: Db, services: Services, lockDb: Db = db): Promise<SeededLogins> {
  return lockDb.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('roundhouse-seed'))`.execute(connection);
    try {
      return await seedNow(config, db, services);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('roundhouse-seed'))`.execute(connection);
    }
  });
}

async function seedNow(config: Config, db: Db, services: Services): Promise<SeededLogins> {
  const logins: SeededLogins = {};
  // Rooms exist in every mode; an operator edits or disables them later.
  await services.rooms.ensureDefaults();
  await services.rounds.loadTiming();
  await services.finance.ensureDefaults(config.SEED_DEMO);
  await services.content.ensureDefaults(db, config.SEED_DEMO, await services.rounds.chains(undefined));
  if (config.SEED_DEMO) {
    const code = config.DEMO_INVITATION_CODE.toUpperCase();
    await new InvitationsRepository(db).insert(db, code, null);
    await services.accounts.ensureUser({ ...DEMO_USER, role: 'user' });
    logins.user = { username: DEMO_USER.username, password: DEMO_USER.password };
    logins.invitationCode = code;
    if (!config.ADMIN_USERNAME) {
      // The demo's staff account may do everything the console offers (role admin, issue 12).
      await services.accounts.ensureUser({ ...DEMO_OPERATOR, role: 'admin' });
      logins.operator = { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password };
    }
  }
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await services.accounts.ensureUser({
      username: config.ADMIN_USERNAME,
      password: config.ADMIN_PASSWORD,
      payPassword: '000000',
      role: 'admin',
    });
    logins.operator = { username: config.ADMIN_USERNAME, password: '(ADMIN_PASSWORD)' };
  }
  return logins;
}
