import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../db/database.ts';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../db/embedded.ts';

export const TEMPLATE_DB = 'rh_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrlPrefix: string;
  }
}

/**
 * One real PostgreSQL for the whole run, with a migrated template database; each test file copies
 * the template into a database of its own (DESIGN.md §11).
 */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.test-data', `server-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await ensureDatabase(pg.url('postgres'), TEMPLATE_DB);
  const db = createDb(pg.url(TEMPLATE_DB), { max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  project.provide('pgUrlPrefix', pg.url(''));
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
