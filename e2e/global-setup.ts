import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

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
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: pg.url('roundhouse_e2e'),
      APP_MODE: 'demo',
      LOG_LEVEL: 'warn',
      // Every browser test registers its members from 127.0.0.1.
      REGISTRATIONS_PER_IP: '1000',
      // Short rounds, so a browser test can watch one from order to payout.
      GAME1_ROUND_SECONDS: '24',
      GAME2_ROUND_SECONDS: '20',
      ROUND_GAP_SECONDS: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
