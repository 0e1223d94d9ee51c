import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { discard } from '../apps/server/src/test/discard.ts';
import { exitCode, startServer, untilHealthy } from '../apps/server/src/test/server-process.ts';
import { launchChromium } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the run's Chromium takes connections (browser.ts's `openBrowser`). */
    chromiumEndpoint: string;
    /** The server's database, for a test that seeds what no call makes in demo mode (pending deposits). */
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

/** The real server (built web app, demo seed) on a fresh embedded PostgreSQL, as `npm start` runs it. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` (npm test does it for you).');
  }
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    throw new Error('The server is not compiled: run `npm run build` (npm test does it for you).');
  }
  const dataDir = path.join(root, '.test-data', `e2e-${process.pid}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await ensureDatabase(pg.url('postgres'), 'roundhouse_e2e');
  const server = await startServer(
    {
      DATABASE_URL: pg.url('roundhouse_e2e'),
      APP_MODE: 'demo',
      // Every browser test registers its members from 127.0.0.1.
      REGISTRATIONS_PER_IP: '1000',
      // A query that asks the pool for a second connection inside a transaction fails the test.
      DB_CHECK_TRANSACTIONS: 'true',
      // Short rounds, so a browser test can watch one from order to payout.
      GAME1_ROUND_SECONDS: '24',
      GAME2_ROUND_SECONDS: '20',
      ROUND_GAP_SECONDS: '4',
      // Finance contracts accrue a "day" every 2 seconds, so a browser test sees interest paid.
      FINANCE_ACCRUAL_SECONDS: '2',
    },
    { compiled: true },
  );
  const baseUrl = server.url;
  await untilHealthy(server, `${baseUrl}/healthz`);
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', pg.url('roundhouse_e2e'));
  const chromium = await launchChromium();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    server.process.kill('SIGTERM');
    await exitCode(server.process);
    await pg.stop('immediate');
    discard(dataDir);
  };
}
