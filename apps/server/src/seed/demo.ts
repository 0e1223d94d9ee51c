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
        services.accounts.ensureUser({ ...DEMO_USER, role: 'user' }),
        operator && services.accounts.ensureUser({ ...DEMO_OPERATOR, role: 'admin' }),
      ]);
    })(),
  ]);
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
