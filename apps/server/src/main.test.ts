import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  process: ChildProcess;
  output: () => string;
  url: string;
}

async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { process: child, output: () => output, url: `http://127.0.0.1:${port}` };
}

async function until(server: Running, text: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!server.output().includes(text)) {
    if (server.process.exitCode !== null) throw new Error(`exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}": ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function post(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: { token?: string } };
}

describe('the server process', () => {
  it('stops the boot with a message naming a bad variable', async () => {
    const server = await start({ APP_MODE: 'production', PORT: 'eighty' });
    expect(await exitCode(server.process)).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
    expect(server.output()).toMatch(/APP_MODE:/);
  });

  it('prints the demo logins, shuts down on SIGTERM, and a second start keeps the data', async () => {
    const port = String(await freePort());
    const first = await start({ EMBEDDED_PG_PORT: port });
    await until(first, 'Ready in');
    expect(first.output()).toContain('Demo user:     demo / demo2026');
    expect(first.output()).toContain('Invitation code for new accounts: WELCOME');
    const registered = await post(`${first.url}/api/index/register`, {
      username: 'survivor1',
      password: 'Keep2026',
      spassword: 'Keep2026',
      invitation: 'WELCOME',
      payPwd: '135790',
    });
    expect(registered.code).toBe(1);
    first.process.kill('SIGTERM');
    const code = await exitCode(first.process);
    expect(code, first.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start({ EMBEDDED_PG_PORT: port });
    await until(second, 'Ready in');
    const login = await post(`${second.url}/api/Index/login`, { username: 'survivor1', password: 'Keep2026' });
    expect(login.code).toBe(1);
    second.process.kill('SIGINT');
    const code2 = await exitCode(second.process);
    expect(code2, second.output()).toBe(0);
  }, 90_000);
});
