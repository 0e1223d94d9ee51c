import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SQL } from '../modules/audit/audit.sql.ts';
import { AUTH_SQL } from '../modules/auth/auth.sql.ts';
import { FINANCE_SQL } from '../modules/finance/finance.sql.ts';
import { LEDGER_SQL } from '../modules/ledger/ledger.sql.ts';
import { ORDERS_SQL } from '../modules/orders/orders.sql.ts';
import { ROUNDS_SQL } from '../modules/rounds/rounds.sql.ts';
import { WALLET_SQL } from '../modules/wallet/wallet.sql.ts';
import { fileTestApp } from '../test/test-app.ts';
import { DB_SQL } from './database.sql.ts';
import { normaliseSql, type SqlDefinitions } from './sql-definitions.ts';

/**
 * Issue 26, part 4: the functions and triggers the code relies on live as text in their owners'
 * `*.sql.ts` files, and the migrated database holds exactly those: nothing more, nothing different.
 */
const OWNERS: Record<string, SqlDefinitions> = {
  db: DB_SQL,
  audit: AUDIT_SQL,
  auth: AUTH_SQL,
  finance: FINANCE_SQL,
  ledger: LEDGER_SQL,
  orders: ORDERS_SQL,
  rounds: ROUNDS_SQL,
  wallet: WALLET_SQL,
};

interface Found {
  functions: Map<string, { args: string; body: string }>;
  triggers: Map<string, string>;
}

const t = fileTestApp({ SCHEDULER: 'false' }, { changes: false });
let found: Found;
beforeAll(async () => {
  const functions = await sql<{ name: string; args: string; body: string }>`
    select p.proname as name, pg_get_function_identity_arguments(p.oid) as args, p.prosrc as body
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`.execute(t.db);
  const triggers = await sql<{ name: string; def: string }>`
    select t.tgname as name, pg_get_triggerdef(t.oid) as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal`.execute(t.db);
  found = {
    functions: new Map(functions.rows.map((r) => [r.name, { args: r.args, body: r.body }])),
    triggers: new Map(triggers.rows.map((r) => [r.name, r.def])),
  };
});

/** Where the files and the database disagree, one sentence each. */
function differences(owners: Record<string, SqlDefinitions>, db: Found): string[] {
  const problems: string[] = [];
  const listed = { functions: new Set<string>(), triggers: new Set<string>() };
  for (const [owner, defs] of Object.entries(owners)) {
    for (const f of defs.functions) {
      listed.functions.add(f.name);
      const there = db.functions.get(f.name);
      if (!there) problems.push(`${owner}: function ${f.name} is not in the database`);
      else if (there.args !== f.args)
        problems.push(`${owner}: function ${f.name} takes (${there.args}) in the database`);
      else if (normaliseSql(there.body) !== normaliseSql(f.body)) {
        problems.push(`${owner}: function ${f.name} differs from the database: write a migration that copies it`);
      }
    }
    for (const [name, def] of Object.entries(defs.triggers)) {
      listed.triggers.add(name);
      const there = db.triggers.get(name);
      if (!there) problems.push(`${owner}: trigger ${name} is not in the database`);
      else if (normaliseSql(there) !== normaliseSql(def)) problems.push(`${owner}: trigger ${name} is ${there}`);
    }
  }
  for (const name of db.functions.keys()) {
    if (!listed.functions.has(name)) problems.push(`function ${name} is in no *.sql.ts file`);
  }
  for (const name of db.triggers.keys()) {
    if (!listed.triggers.has(name)) problems.push(`trigger ${name} is in no *.sql.ts file`);
  }
  return problems;
}

describe('the SQL definitions', () => {
  it('are exactly what the migrated database holds', () => {
    expect(differences(OWNERS, found)).toEqual([]);
  });

  it('fail on a changed body, a missing function and an unlisted trigger (deliberate violations)', () => {
    const changed: SqlDefinitions = {
      functions: ORDERS_SQL.functions.map((f) =>
        f.name === 'place_orders' ? { ...f, body: f.body.replace('1029', '1030') } : f,
      ),
      triggers: ORDERS_SQL.triggers,
    };
    const missing: SqlDefinitions = {
      functions: [...DB_SQL.functions, { name: 'nowhere', args: '', returns: 'trigger', language: 'sql', body: '' }],
      triggers: Object.fromEntries(Object.entries(DB_SQL.triggers).filter(([name]) => name !== 'users_changed')),
    };
    expect(differences({ ...OWNERS, db: missing, orders: changed }, found)).toEqual([
      'db: function nowhere is not in the database',
      'orders: function place_orders differs from the database: write a migration that copies it',
      'trigger users_changed is in no *.sql.ts file',
    ]);
  });
});
