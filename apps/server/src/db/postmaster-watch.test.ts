import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postmasterState, watchPostmaster } from './postmaster-watch.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-watch-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const pidFile = path.join(dir, 'postmaster.pid');
/** A pid no process has now: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('the postmaster watch', () => {
  it('reads a lock file: none is a clean stop, a live pid alive, a dead one a crash', () => {
    fs.rmSync(pidFile, { force: true });
    expect(postmasterState(pidFile)).toBe('stopped');
    fs.writeFileSync(pidFile, `${process.pid}\n/data\n`);
    expect(postmasterState(pidFile)).toBe('alive');
    fs.writeFileSync(pidFile, `${deadPid()}\n/data\n`);
    expect(postmasterState(pidFile)).toBe('crashed');
    fs.writeFileSync(pidFile, 'garbage\n');
    expect(postmasterState(pidFile)).toBe('crashed');
  });

  it('takes an exited process nobody has reaped (a zombie) for a crash, not a live server', async () => {
    // The shell starts a child, then becomes a `sleep` that never waits for it: the child, which ends
    // after the exec (a second later; one that ended before it, the shell could still reap), stays a
    // zombie.
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const zombie = Number(String(line).trim());
      fs.writeFileSync(pidFile, `${zombie}\n/data\n`);
      const state = () => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0];
      await expect.poll(state, { timeout: 5000, interval: 20 }).toBe('Z');
      expect(() => process.kill(zombie, 0)).not.toThrow();
      expect(postmasterState(pidFile)).toBe('crashed');
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('starts a crashed server again, retrying until it lives, and leaves a clean stop alone', async () => {
    const events: string[] = [];
    let attempts = 0;
    fs.writeFileSync(pidFile, `${deadPid()}\n`);
    const watch = watchPostmaster({
      pidFile,
      // The first attempt fails; the second writes a live lock file, as a started server does.
      start: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('shared memory still in use');
        fs.writeFileSync(pidFile, `${process.pid}\n`);
      },
      report: (event) => events.push(event),
    });
    try {
      await expect.poll(() => events.at(-1), { timeout: 10_000 }).toBe('running again (attempt 2)');
      expect(events).toEqual(['exited unexpectedly; starting it again', 'running again (attempt 2)']);
      // A clean stop removes the lock file: nothing is started.
      fs.rmSync(pidFile);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(attempts).toBe(2);
    } finally {
      watch.stop();
    }
  });
});
