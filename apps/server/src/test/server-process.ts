import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../db/embedded.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A real server process (src/main.ts), its output, and its URL. */
export interface ServerProcess {
  process: ChildProcess;
  output: () => string;
  url: string;
  /** The private port's address (/readyz with details). */
  privateUrl: string;
}

/**
 * The servers this process started and that still run: stopped when it ends however it ends (a
 * bench piped into `head`, a crash), so that none is left behind holding its ports and memory.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Starts src/main.ts through tsx, or with `compiled` the build `npm start` runs (dist/main.js),
 * on a free port, capturing its output.
 */
export async function startServer(
  env: Record<string, string>,
  options: {
    compiled?: boolean;
    nodeArgs?: string[];
    /** The leader of a process group of its own, as a terminal starts a program (its pid is the group's). */
    group?: boolean;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const privatePort = await freePort();
  let output = '';
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.compiled ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts']),
  ];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(privatePort), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return {
    process: child,
    output: () => output,
    url: `http://127.0.0.1:${port}`,
    privateUrl: `http://127.0.0.1:${privatePort}`,
  };
}

/** Waits until the server has printed `text`; fails if it exits first. */
export async function untilPrinted(server: ServerProcess, text: string, ms = 40_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!server.output().includes(text)) {
    if (server.process.exitCode !== null) throw new Error(`exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}": ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until `url` answers 200; fails if the server exits first. */
export async function untilHealthy(server: ServerProcess, url: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer:\n${server.output()}`);
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// biome-ignore lint/suspicious/noExplicitAny: a process test or a bench reads whatever a call answers
export async function post<D = any>(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: D };
}
