// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (issue 25): the same settings
// as `npm start` (DATABASE_URL, or the embedded database in DATA_DIR on EMBEDDED_PG_PORT), so they
// work beside a running server. A backup is taken while the app serves; a restore goes into an
// empty database or a DATA_DIR that does not exist yet (then `npm start` on it serves the data),
// and refuses one that holds data unless --force. Exit 0: done; 1: refused or failed.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { backupDatabase, restoreDatabase } from './db/backup.ts';
import { configuredDatabase } from './db/configured.ts';
import { ensureDatabase, startEmbeddedPostgres } from './db/embedded.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function backup(file: string): Promise<number> {
  const found = await configuredDatabase(loadConfig());
  if (!found) return 1;
  const started = Date.now();
  try {
    const { tables, bytes } = await backupDatabase(found.url, file);
    say(`Backup written to ${file}: ${tables} tables, ${(bytes / 2 ** 20).toFixed(1)} MB, ${Date.now() - started} ms`);
    return 0;
  } finally {
    await found.embedded?.stop();
  }
}

async function restore(file: string, force: boolean): Promise<number> {
  const config = loadConfig();
  if (!fs.existsSync(file)) throw new Error(`no such file: ${file}`);
  const started = Date.now();
  let url = config.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const fresh = !fs.existsSync(path.join(config.DATA_DIR, 'pg', 'PG_VERSION'));
    const found = fresh ? undefined : await configuredDatabase(config);
    if (found) {
      url = found.url;
      stop = found.embedded ? () => found.embedded?.stop() ?? Promise.resolve() : undefined;
    } else {
      say(`Creating the embedded database in ${config.DATA_DIR}`);
      const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
      await ensureDatabase(embedded.url('postgres'), 'roundhouse');
      url = embedded.url('roundhouse');
      stop = () => embedded.stop();
    }
  }
  try {
    const result = await restoreDatabase(url, file, { force });
    say(
      `Restored ${file} (taken ${result.takenAt}): ${result.tables} tables, ${result.rows} rows, ${Date.now() - started} ms`,
    );
    return 0;
  } finally {
    await stop?.();
  }
}

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  if (!file || (command !== 'backup' && command !== 'restore')) {
    process.stderr.write('Usage: npm run backup -- FILE | npm run restore -- FILE [--force]\n');
    return 1;
  }
  return command === 'backup' ? backup(path.resolve(file)) : restore(path.resolve(file), rest.includes('--force'));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
