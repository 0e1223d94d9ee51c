import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { backupDatabase } from '../../db/backup.ts';

/** A scheduled backup's file: its UTC time in the name, so that names sort as times do. */
const FILE = /^roundhouse-\d{8}T\d{6}Z\.backup\.gz$/;
/** One being written; left behind when its process died. A writer touches it at least every few seconds. */
const PARTIAL = /^roundhouse-\d{8}T\d{6}Z\.backup\.gz\.partial$/;
const ABANDONED_MS = 3_600_000;

export interface BackupPlan {
  /** The folder the backups go to (BACKUP_DIR); made when missing. */
  dir: string;
  /** A new backup once the newest there is this old (BACKUP_MINUTES). */
  everyMinutes: number;
  /** How many of them are kept, the newest (BACKUP_KEEP). */
  keep: number;
  /** The database, straight (past a pooler): one long read-only transaction. */
  url: string;
}

export interface BackupTaken {
  file: string;
  bytes: number;
  ms: number;
}

const fileName = (at: Date) =>
  `roundhouse-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup.gz`;

/**
 * The leader's backups (decision 027): `npm run backup`'s file, taken while the app serves, into
 * BACKUP_DIR whenever the newest one there is BACKUP_MINUTES old, then all but the newest BACKUP_KEEP
 * removed. Due is read from the folder, not remembered: a restart, or another process becoming the
 * leader, neither takes an extra one nor skips one. Only files of this name are ever removed.
 */
export class BackupSchedule {
  constructor(private readonly plan: BackupPlan) {}

  get everyMinutes(): number {
    return this.plan.everyMinutes;
  }

  /** The scheduled backups there, oldest first. */
  files(): string[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.plan.dir);
    } catch {
      return [];
    }
    return names.filter((name) => FILE.test(name)).sort();
  }

  /** Unfinished files an hour untouched: their writer died (a crash, kill -9) mid-backup. */
  private removeAbandoned(): void {
    for (const name of fs.readdirSync(this.plan.dir).filter((n) => PARTIAL.test(n))) {
      const file = path.join(this.plan.dir, name);
      try {
        if (Date.now() - fs.statSync(file).mtimeMs > ABANDONED_MS) fs.rmSync(file, { force: true });
      } catch {
        // gone meanwhile
      }
    }
  }

  /** When the newest backup was written (its file's time), if there is one. */
  newest(): Date | undefined {
    const last = this.files().at(-1);
    if (!last) return undefined;
    try {
      return fs.statSync(path.join(this.plan.dir, last)).mtime;
    } catch {
      return undefined;
    }
  }

  /** Takes a backup when one is due; answers it, or undefined when none was due. */
  async runWhenDue(now = new Date()): Promise<BackupTaken | undefined> {
    const newest = this.newest();
    if (newest && now.getTime() - newest.getTime() < this.plan.everyMinutes * 60_000) return undefined;
    fs.mkdirSync(this.plan.dir, { recursive: true });
    const file = path.join(this.plan.dir, fileName(now));
    const started = performance.now();
    const { bytes } = await backupDatabase(this.plan.url, file);
    const taken = { file, bytes, ms: Math.round(performance.now() - started) };
    for (const old of this.files().slice(0, -this.plan.keep)) fs.rmSync(path.join(this.plan.dir, old), { force: true });
    this.removeAbandoned();
    return taken;
  }
}

/** The schedule BACKUP_DIR asks for; none when it is not set (or no database URL is known: tests). */
export function backupSchedule(
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_MINUTES' | 'BACKUP_KEEP'>,
  url: string | undefined,
): BackupSchedule | undefined {
  if (!config.BACKUP_DIR || !url) return undefined;
  return new BackupSchedule({
    dir: config.BACKUP_DIR,
    everyMinutes: config.BACKUP_MINUTES,
    keep: config.BACKUP_KEEP,
    url,
  });
}

/** The leader's chore (checked each minute): a backup when one is due, said in the log. */
export async function takeBackup(backups: BackupSchedule | undefined, log: (line: string) => void): Promise<void> {
  const taken = await backups?.runWhenDue();
  if (taken) log(`backup: ${taken.file}, ${taken.bytes} bytes in ${taken.ms} ms`);
}
