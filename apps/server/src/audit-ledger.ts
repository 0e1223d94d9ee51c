// `npm run audit:ledger`: checks every ledger invariant of DESIGN.md §5 on the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR, started for the check if the server is not
// running). Exit code 0: all hold; 1: a violation (each is printed); 2: no database to check.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from './config.ts';
import { createDb, migrateToLatest } from './db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { LedgerRepository } from './modules/ledger/ledger.repository.ts';
import { describeAudit, LedgerService } from './modules/ledger/ledger.service.ts';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  let url = config.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    const running = `postgres://postgres:roundhouse@127.0.0.1:${config.EMBEDDED_PG_PORT}/roundhouse`;
    if (await reachable(running)) {
      url = running;
    } else if (fs.existsSync(path.join(config.DATA_DIR, 'pg', 'PG_VERSION'))) {
      embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
      url = embedded.url('roundhouse');
    } else {
      process.stderr.write(`No database in ${config.DATA_DIR} yet: run \`npm start\` first.\n`);
      return 2;
    }
  }
  const db = createDb(url, { max: 4 });
  try {
    await migrateToLatest(db);
    const report = await new LedgerService(new LedgerRepository(db)).audit();
    const problems = describeAudit(report);
    process.stdout.write(
      `Ledger audit: ${report.transactions} transactions, ${report.entries} entries: ${report.ok ? 'all invariants hold' : `${problems.length} problem(s)`}\n`,
    );
    for (const line of problems) process.stdout.write(`  ✗ ${line}\n`);
    return report.ok ? 0 : 1;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Ledger audit failed to run: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
