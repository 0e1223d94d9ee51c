import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedBinaries, freePort, startEmbeddedPostgres } from './embedded.ts';
import { Postmaster } from './postmaster.ts';
import { postmasterPid, postmasterState } from './postmaster-watch.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-postmaster-'));
const databaseDir = path.join(dataDir, 'pg');
const pidFile = path.join(databaseDir, 'postmaster.pid');
const binary = path.join(embeddedBinaries(), 'native', 'bin', 'postgres');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded PostgreSQL as our own child process', () => {
  it('creates a data directory, runs in it, stops with its lock file gone, and starts again', async () => {
    const lines: string[] = [];
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: (l) => lines.push(l) });
    expect(postmasterState(pidFile)).toBe('alive');
    const pid = postmasterPid(pidFile) as number;
    await first.stop();
    // A clean stop: the process is gone and took its lock file with it.
    expect(() => process.kill(pid, 0)).toThrow();
    expect(postmasterState(pidFile)).toBe('stopped');
    expect(lines.some((l) => l.includes('database system is ready to accept connections'))).toBe(true);

    // A warm start on the same directory; told as soon as the process exists, before it is ready.
    const order: string[] = [];
    const server = new Postmaster({ binary, databaseDir, port: await freePort(), flags: [], log: () => {} });
    await server.start(() => order.push('spawned')).then(() => order.push('ready'));
    expect(order).toEqual(['spawned', 'ready']);
    expect(postmasterState(pidFile)).toBe('alive');
    await server.stop();
    expect(postmasterState(pidFile)).toBe('stopped');
    // Stopping a stopped server is done at once.
    await server.stop();
  });

  it('rejects a start the server refuses, with the reason in its lines', async () => {
    const lines: string[] = [];
    const server = new Postmaster({
      binary,
      databaseDir,
      port: await freePort(),
      flags: ['-c', 'no_such_setting=1'],
      log: (line) => lines.push(line),
    });
    await expect(server.start()).rejects.toThrow(/postgres exited with code 1/);
    expect(lines.join('\n')).toMatch(/unrecognized configuration parameter "no_such_setting"/);
    await server.stop();
    expect(postmasterState(pidFile)).toBe('stopped');
  });

  it('rejects a start in a directory that is not there', async () => {
    const server = new Postmaster({
      binary,
      databaseDir: path.join(dataDir, 'missing'),
      port: await freePort(),
      flags: [],
      log: () => {},
    });
    await expect(server.start()).rejects.toThrow();
  });
});
