// `npm run admin:create -- --username NAME --role admin|operator|viewer [--password PASSWORD]`:
// creates a staff account on the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR), or gives an existing account that role and password. Without --password, a random
// one is made and printed once. Exit code 0: done; 1: bad arguments; 2: no database.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@roundhouse/contract';
import { loadConfig } from './config.ts';
import { configuredDatabase } from './db/configured.ts';
import { createDb, migrateToLatest } from './db/database.ts';
import { checkPassword } from './modules/auth/auth.service.ts';
import { buildServices } from './services.ts';

function usage(problem: string): number {
  process.stderr.write(
    `${problem}\nUsage: npm run admin:create -- --username NAME --role ${STAFF_ROLES.join('|')} [--password PASSWORD]\n`,
  );
  return 1;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  const username = values.username ?? '';
  if (!/^[A-Za-z0-9]{3,32}$/.test(username)) return usage('--username: 3-32 letters and digits');
  if (!STAFF_ROLES.includes(values.role as StaffRole)) return usage(`--role: one of ${STAFF_ROLES.join(', ')}`);
  const password = values.password ?? randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  try {
    checkPassword(password, 'password');
  } catch {
    return usage('--password: 6-16 letters and digits, not a common one');
  }

  const config = loadConfig();
  const found = await configuredDatabase(config);
  if (!found) return 2;
  const db = createDb(found.url, { max: 2 });
  try {
    await migrateToLatest(db, found.url);
    const services = buildServices({ config, db }, { info: () => {}, event: () => {}, error: () => {} });
    const id = await services.accounts.ensureUser({
      username,
      password,
      role: values.role as StaffRole,
      payPassword: String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000)),
    });
    process.stdout.write(
      `Staff account ${username} (id ${id}) has role ${values.role}.\n` +
        (values.password ? '' : `Its password (shown once): ${password}\n`) +
        'Sign in at /login, then open /admin.\n',
    );
    return 0;
  } finally {
    await db.destroy();
    await found.embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
