import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { restoreDatabase } from '../../db/backup.ts';
import { createDb } from '../../db/database.ts';
import { ensureDatabase } from '../../db/embedded.ts';
import { exitCode, startServer, untilPrinted } from '../../test/server-process.ts';
import { createTestApp, freshDatabase } from '../../test/test-app.ts';
import { BackupSchedule, backupSchedule } from './backups.service.ts';

/**
 * The leader's scheduled backups: due from the newest file in BACKUP_DIR, the newest BACKUP_KEEP
 * kept, nothing else in the folder touched; and a real server takes one by itself, says so in its
 * log and metrics, and the file restores.
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-backups-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const isBackup = (file: string) =>
  zlib.gunzipSync(fs.readFileSync(file)).toString('utf8', 0, 19) === 'ROUNDHOUSE-BACKUP 1';

describe('scheduled backups', () => {
  it('takes one when the newest is BACKUP_MINUTES old, keeps the newest BACKUP_KEEP, leaves other files alone', async () => {
    const dir = path.join(tempDir(), 'made-when-missing');
    const schedule = new BackupSchedule({ dir, everyMinutes: 60, keep: 2, url: await freshDatabase() });
    expect(schedule.newest()).toBeUndefined();
    const now = Date.now();
    const first = await schedule.runWhenDue(new Date(now));
    expect(path.basename(first?.file ?? '')).toMatch(/^roundhouse-\d{8}T\d{6}Z\.backup\.gz$/);
    expect(first?.bytes).toBeGreaterThan(0);
    expect(isBackup(first?.file ?? '')).toBe(true);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'an operator’s file');
    fs.writeFileSync(path.join(dir, 'roundhouse-by-hand.backup.gz'), 'taken by hand');
    // What a process killed mid-backup leaves: removed once an hour untouched, not before.
    const abandoned = path.join(dir, 'roundhouse-20261101T000000Z.backup.gz.partial');
    const writing = path.join(dir, 'roundhouse-20261101T000001Z.backup.gz.partial');
    fs.writeFileSync(abandoned, 'half');
    fs.writeFileSync(writing, 'half');
    const hourAgo = new Date(now - 61 * 60_000);
    fs.utimesSync(abandoned, hourAgo, hourAgo);
    // Due from the newest file's time: not within the hour, then again after it, twice.
    expect(await schedule.runWhenDue(new Date(now + 59 * 60_000))).toBeUndefined();
    expect(await schedule.runWhenDue(new Date(now + 61 * 60_000))).toBeDefined();
    expect(await schedule.runWhenDue(new Date(now + 122 * 60_000))).toBeDefined();
    expect(schedule.files()).toHaveLength(2);
    expect(schedule.files()).not.toContain(path.basename(first?.file ?? ''));
    expect(fs.readdirSync(dir).sort()).toEqual(
      [...schedule.files(), 'notes.txt', 'roundhouse-by-hand.backup.gz', path.basename(writing)].sort(),
    );
  });

  it('is off without BACKUP_DIR, and on with it (the app reports the newest in its services)', async () => {
    const url = await freshDatabase();
    expect(backupSchedule(loadConfig({}), url)).toBeUndefined();
    const dir = tempDir();
    const config = loadConfig({ BACKUP_DIR: dir, BACKUP_MINUTES: '5', BACKUP_KEEP: '3' });
    expect(backupSchedule(config, undefined)).toBeUndefined();
    const t = await createTestApp({ SCHEDULER: 'false', BACKUP_DIR: dir });
    try {
      expect(t.services.backups).toBeDefined();
      expect(await t.services.backups?.runWhenDue()).toBeDefined();
      expect(t.services.backups?.newest()?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await t.close();
    }
  });

  it('a real server takes one by itself as the leader, logs it, shows it in its metrics, and it restores', async () => {
    const dir = tempDir();
    const url = await freshDatabase();
    const server = await startServer({ DATABASE_URL: url, BACKUP_DIR: dir, BACKUP_MINUTES: '60', LOG_LEVEL: 'info' });
    try {
      // The leader's chores start 10 s after it leads.
      await untilPrinted(server, 'backup: ', 40_000);
      const files = fs.readdirSync(dir).filter((name) => name.endsWith('.backup.gz'));
      expect(files).toHaveLength(1);
      const metrics = await (await fetch(`${server.privateUrl}/metrics`)).text();
      const newest = Number(/^roundhouse_backup_newest_timestamp_seconds (\S+)$/m.exec(metrics)?.[1]);
      expect(newest * 1000).toBeGreaterThan(Date.now() - 60_000);
      const restored = `${url}_restored`;
      const prefix = restored.slice(0, restored.lastIndexOf('/') + 1);
      const name = restored.slice(restored.lastIndexOf('/') + 1);
      await ensureDatabase(`${prefix}postgres`, name);
      await restoreDatabase(restored, path.join(dir, files[0] ?? ''));
      const db = createDb(restored, { max: 1 });
      try {
        // The demo member of the seeded database is in the restored one.
        const demo = await db.selectFrom('users').select('username').where('username', '=', 'demo').execute();
        expect(demo).toHaveLength(1);
      } finally {
        await db.destroy();
      }
    } finally {
      server.process.kill('SIGTERM');
      await exitCode(server.process);
    }
  }, 90_000);
});
