import type { SpawnSyncOptions, SpawnSyncReturns } from 'node:child_process';

/** Debian's PostgreSQL programs' folder, or undefined when the package is not installed. */
export function debianPgBin(): string | undefined;
/** A command line that runs as Debian's `postgres` user when we are root. */
export function asPostgres(command: string, args: string[]): [string, string[]];
/** Runs one of Debian's PostgreSQL programs (as `postgres` when we are root). */
export function tool(name: string, args: string[], options?: SpawnSyncOptions): SpawnSyncReturns<string>;
/** A server on `dir` (created if needed), loopback only, SCRAM with the password in `passwordFile`. */
export function startDebianPostgres(options: {
  dir: string;
  passwordFile: string;
  port: number;
  database?: string;
  maxConnections?: number;
  onCreate?: () => void;
  /** A folder every finished WAL segment is copied to (point-in-time recovery). */
  walArchive?: string;
}): {
  dir: string;
  port: number;
  bin: string | undefined;
  url(name: string): string;
  /** `immediate` (no checkpoint) for a directory about to be deleted; `fast` by default. */
  stop(mode?: 'fast' | 'immediate'): SpawnSyncReturns<string>;
};
/** A port nobody listens on now. */
export { freePort } from './ports.mjs';
/** PgBouncer in transaction mode in front of `databaseUrl`. */
export function startPgBouncer(
  databaseUrl: string,
  options: { dir: string; poolSize: number; port?: number | string },
): Promise<{ url: string; port: number; child: import('node:child_process').ChildProcess; stop(): void }>;
