import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';

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

/**
 * The database a command-line tool works on (audit:ledger, admin:create): DATABASE_URL, or the
 * embedded one in DATA_DIR — the running server's, or started for the command (then `embedded`
 * is set and the caller stops it). Undefined, with a message, when there is none yet.
 */
export async function configuredDatabase(
  config: Config,
): Promise<{ url: string; embedded?: EmbeddedDatabase | undefined } | undefined> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const running = `postgres://postgres:roundhouse@127.0.0.1:${config.EMBEDDED_PG_PORT}/roundhouse`;
  if (await reachable(running)) return { url: running };
  if (fs.existsSync(path.join(config.DATA_DIR, 'pg', 'PG_VERSION'))) {
    const embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
    return { url: embedded.url('roundhouse'), embedded };
  }
  process.stderr.write(`No database in ${config.DATA_DIR} yet: run \`npm start\` first.\n`);
  return undefined;
}
