// A bench's throw-away database and server: an embedded PostgreSQL in a temporary folder, one
// database in it, and the compiled server on it; `stop` ends both and removes the folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { exitCode, type ServerProcess, startServer } from '../apps/server/src/test/server-process.ts';

export interface Scratch {
  /** The database's URL. */
  url: string;
  /** The folder the database's files are in. */
  dataDir: string;
  /** The server on it. */
  server: ServerProcess;
  stop: () => Promise<void>;
}

/** An embedded PostgreSQL with a database `name`, and the server (src/main.ts, or compiled) on it with `env`. */
export async function scratchServer(
  name: string,
  env: Record<string, string>,
  options: { compiled?: boolean; nodeArgs?: string[] } = {},
): Promise<Scratch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `roundhouse-${name}-`));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await ensureDatabase(pg.url('postgres'), name);
  const url = pg.url(name);
  const server = await startServer({ DATABASE_URL: url, ...env }, options);
  return {
    url,
    dataDir,
    server,
    async stop() {
      server.process.kill('SIGTERM');
      await exitCode(server.process);
      await pg.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
