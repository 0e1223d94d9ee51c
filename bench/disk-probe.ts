// A probe of the disk under the database: every 100 ms one 8 KiB write with O_DSYNC beside its data
// (what a commit's WAL flush asks of the disk), timed. The soak prints each window's slowest, so that
// a stall of the machine's disk is told apart from one of ours.
import fs from 'node:fs';
import path from 'node:path';

export function probeDisk(dir: string, everyMs = 100): { take: () => number[]; stop: () => void } {
  const handle = fs.openSync(
    path.join(dir, 'disk-probe'),
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_DSYNC,
  );
  const block = Buffer.alloc(8192);
  let times: number[] = [];
  let started: number | undefined;
  const timer = setInterval(() => {
    if (started !== undefined) return;
    const at = performance.now();
    started = at;
    fs.write(handle, block, 0, block.length, 0, () => {
      times.push(performance.now() - at);
      started = undefined;
    });
  }, everyMs);
  return {
    /** The writes' times since the last take, in ms (one still waiting counts as far as it got). */
    take() {
      const taken = started === undefined ? times : [...times, performance.now() - started];
      times = [];
      return taken;
    },
    stop() {
      clearInterval(timer);
      fs.closeSync(handle);
    },
  };
}
