// The soak's view into PostgreSQL: four times a second, what the active backends wait on, what the
// database is doing for itself (autovacuum, checkpoints) and whether a backup reads it, so that a
// slow window can be put beside its cause. Counted per window; a window's tally is taken when the window is printed.
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';

export interface WaitTally {
  samples: number;
  /** Client backends seen waiting, by `type:event`. */
  waits: Map<string, number>;
  /** Samples in which an autovacuum worker ran, by what it ran. */
  maintenance: Map<string, number>;
  /** Samples in which the checkpointer was writing. */
  checkpointing: number;
  /** Samples in which a backup's COPY was reading a table (the leader's scheduled backup). */
  backingUp: number;
  /** Backends seen waiting on a lock, by the start of the statement the lock's holder ran last. */
  blockers: Map<string, number>;
}

function emptyTally(): WaitTally {
  return { samples: 0, waits: new Map(), maintenance: new Map(), checkpointing: 0, backingUp: 0, blockers: new Map() };
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Starts sampling `db` every `everyMs`; `take` answers the tally since the last take. */
export function sampleWaits(db: Db, everyMs = 250): { take: () => WaitTally; stop: () => void } {
  let tally = emptyTally();
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      // A lock's waiter names its holder's last statement (an open transaction's, when it is idle in one).
      const { rows } = await sql<{ backend_type: string; wait: string | null; query: string; blocker: string | null }>`
        select backend_type, wait_event_type || ':' || wait_event as wait, left(query, 60) as query,
          case when wait_event_type = 'Lock' then (
            select left(regexp_replace(b.query, '[[:space:]]+', ' ', 'g'), 48) from pg_stat_activity b
            where b.pid = (pg_blocking_pids(a.pid))[1]
          ) end as blocker
        from pg_stat_activity a
        where pid <> pg_backend_pid()
          and (state = 'active' or backend_type in ('checkpointer', 'autovacuum worker'))`.execute(db);
      tally.samples++;
      const seen = new Set<string>();
      if (rows.some((row) => row.backend_type === 'client backend' && /^copy /i.test(row.query))) {
        tally.backingUp++;
      }
      for (const row of rows) {
        if (row.backend_type === 'client backend' && row.wait && !row.wait.startsWith('Client:')) {
          bump(tally.waits, row.wait);
          if (row.blocker) bump(tally.blockers, row.blocker.trim());
        } else if (row.backend_type === 'autovacuum worker' && row.query) {
          seen.add(row.query.replace(/^autovacuum: /, '').replace(/ \(to prevent wraparound\)$/, ''));
        } else if (row.backend_type === 'checkpointer' && row.wait === 'Timeout:CheckpointWriteDelay') {
          tally.checkpointing++;
        }
      }
      for (const what of seen) bump(tally.maintenance, what);
    } catch {
      // A sample lost to a busy pool is not a finding.
    } finally {
      busy = false;
    }
  }, everyMs);
  return {
    take() {
      const taken = tally;
      tally = emptyTally();
      return taken;
    },
    stop: () => clearInterval(timer),
  };
}

/** `WALWrite×3, WalSync×2`: the most frequent entries first. */
export function describe(map: Map<string, number>, most = 3): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([k, n]) => `${k.replace(/^[A-Za-z]+:/, '')}×${n}`)
    .join(', ');
}
