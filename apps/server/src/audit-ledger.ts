// `npm run audit:ledger`: checks every ledger invariant of DESIGN.md §5 on the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR, started for the check if the server is not
// running). Exit code 0: all hold; 1: a violation (each is printed); 2: no database to check.
import { loadConfig } from './config.ts';
import { configuredDatabase } from './db/configured.ts';
import { createDb, migrateToLatest } from './db/database.ts';
import { LedgerRepository } from './modules/ledger/ledger.repository.ts';
import { describeAudit, LedgerService } from './modules/ledger/ledger.service.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const found = await configuredDatabase(config);
  if (!found) return 2;
  const { url, embedded } = found;
  const db = createDb(url, { max: 4 });
  try {
    await migrateToLatest(db, url);
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
