import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../db/embedded.ts';
import { discard } from './discard.ts';

export const TEMPLATE_DB = 'rh_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrlPrefix: string;
  }
}

/**
 * The run's server: the embedded PostgreSQL, or with TEST_POSTGRES=debian Debian's own (15 on
 * bookworm), so that `npm test` runs the database tests on both versions (issue 24).
 */
async function startServer(
  dataDir: string,
): Promise<{ url(database: string): string; stop(mode: 'immediate'): Promise<void> }> {
  const port = await freePort();
  if (process.env.TEST_POSTGRES !== 'debian') return startEmbeddedPostgres({ dataDir, port });
  // Plain JavaScript, shared with `npm run fleet` (scripts/fleet.mjs).
  const { startDebianPostgres } = await import('../db/debian-postgres.mjs');
  // Debian's postgres user must reach the data directory when the tests run as root.
  fs.mkdirSync(dataDir, { recursive: true });
  for (let dir = dataDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (dir.startsWith(path.resolve('.'))) fs.chmodSync(dir, 0o755);
  }
  const server = startDebianPostgres({
    dir: path.join(dataDir, 'pg'),
    passwordFile: path.join(dataDir, 'pg-password'),
    port,
    maxConnections: 200,
  });
  return { url: server.url, stop: async (mode) => void server.stop(mode) };
}

/**
 * One real PostgreSQL for the whole run, with a migrated template database; each test file copies
 * the template into a database of its own (DESIGN.md §11).
 */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.test-data', `${project.name}-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pg = await startServer(dataDir);
  await ensureDatabase(pg.url('postgres'), TEMPLATE_DB);
  const db = createDb(pg.url(TEMPLATE_DB), { max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  project.provide('pgUrlPrefix', pg.url(''));
  // The run's databases are thrown away: no checkpoint to write them, no wait for their removal.
  return async () => {
    await pg.stop('immediate');
    discard(dataDir);
  };
}
