// Plain JavaScript: the embedded server (db/embedded.ts) and the fleet's (scripts/fleet.mjs) use it.
import fs from 'node:fs';

const WATCH_MS = 1000;

/** The pid a lock file names (its first line), or undefined when there is no lock file. */
export function postmasterPid(pidFile) {
  try {
    return Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** What the lock file in a data directory says: 'alive', 'stopped' (no file) or 'crashed'. */
export function postmasterState(pidFile) {
  const pid = postmasterPid(pidFile);
  if (pid === undefined) return 'stopped';
  if (!Number.isInteger(pid) || pid <= 0) return 'crashed';
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM' ? 'alive' : 'crashed';
  }
  // An exited orphan stays a zombie where nothing reaps orphans (a container's first process):
  // signals still reach it, but it is dead. Linux says so in /proc; elsewhere, trust the signal.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return 'crashed';
  } catch {}
  return 'alive';
}

/**
 * Checks every second that the postmaster of `pidFile` lives. A lock file left by a dead process is
 * a crash's mark (an OOM kill; a clean stop, an operator's, a terminal's Ctrl+C or pg_ctl restart's,
 * removes it): then `start` runs until the server lives again, with a growing pause between
 * attempts (its children may hold the shared memory a moment longer). Each event goes to `report`.
 */
export function watchPostmaster({ pidFile, start, report }) {
  let stopped = false;
  let reviving = false;
  const revive = async () => {
    report('exited unexpectedly; starting it again');
    for (let attempt = 1; !stopped && postmasterState(pidFile) !== 'alive'; attempt += 1) {
      if (postmasterState(pidFile) === 'crashed') fs.rmSync(pidFile, { force: true });
      try {
        await start();
        report(`running again (attempt ${attempt})`);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 5) * WATCH_MS));
      }
    }
  };
  const timer = setInterval(() => {
    if (stopped || reviving || postmasterState(pidFile) !== 'crashed') return;
    reviving = true;
    void revive().finally(() => {
      reviving = false;
    });
  }, WATCH_MS);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
