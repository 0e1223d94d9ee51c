import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Db, Fence } from '../../db/database.ts';

/** Thrown inside a step's transaction when this process no longer holds the lease: it rolls back. */
export class LeaseLost extends Error {
  constructor(name: string) {
    super(`the ${name} lease is held by another process now`);
  }
}

/**
 * A lease row in PostgreSQL (DESIGN.md §10): one holder at a time, renewed every second, expiring
 * after a few seconds without renewal. Each change of holder raises the generation, the fencing
 * token: a step checks it in its own transaction, so a holder that was paused past its lease does
 * nothing when it wakes. Times come from the database clock (`clock_timestamp()`), not ours.
 */
export class Lease {
  /** This process: host, pid and a random part (two instances in one process are two holders). */
  readonly holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private generation: number | undefined;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly ttlMs: number,
  ) {}

  /** The generation held, or undefined. */
  get held(): number | undefined {
    return this.generation;
  }

  /**
   * Takes the lease if it is free or expired (a new generation), or renews it if this process still
   * holds it unexpired (the same generation). Answers whether this process holds it now.
   */
  async acquireOrRenew(): Promise<boolean> {
    const ttl = sql<Date>`clock_timestamp() + make_interval(secs => ${this.ttlMs / 1000})`;
    const row = await this.db
      .insertInto('leases')
      .values({ name: this.name, holder: this.holder, generation: 1, expires_at: ttl })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({
            generation: sql<number>`case when leases.expires_at > clock_timestamp() then leases.generation else leases.generation + 1 end`,
            holder: sql<string>`excluded.holder`,
            expires_at: sql<Date>`excluded.expires_at`,
          })
          .where((eb) =>
            eb.or([
              eb('leases.expires_at', '<=', sql<Date>`clock_timestamp()`),
              eb.and([eb('leases.holder', '=', this.holder), eb('leases.generation', '=', this.generation ?? -1)]),
            ]),
          ),
      )
      .returning('generation')
      .executeTakeFirst();
    this.generation = row?.generation;
    return row !== undefined;
  }

  /** Gives the lease up at once (a clean shutdown), so the next holder need not wait for expiry. */
  async release(): Promise<void> {
    const generation = this.generation;
    this.generation = undefined;
    if (generation === undefined) return;
    await this.db
      .updateTable('leases')
      .set({ expires_at: sql<Date>`clock_timestamp()` })
      .where('name', '=', this.name)
      .where('holder', '=', this.holder)
      .where('generation', '=', generation)
      .execute();
  }

  /** Forgets the lease without telling the database (its connection is gone). */
  drop(): void {
    this.generation = undefined;
  }

  /**
   * A fence for one step, bound to the generation held now: inside the step's transaction it throws
   * LeaseLost unless that generation is still held and unexpired at this instant.
   */
  fence(): Fence | undefined {
    const generation = this.generation;
    if (generation === undefined) return undefined;
    return async (trx) => {
      const row = await trx
        .selectFrom('leases')
        .select('generation')
        .where('name', '=', this.name)
        .where('holder', '=', this.holder)
        .where('generation', '=', generation)
        .where('expires_at', '>', sql<Date>`clock_timestamp()`)
        .executeTakeFirst();
      if (!row) throw new LeaseLost(this.name);
    };
  }
}
