import type { Cents } from '@roundhouse/game';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { BatchRequest } from './orders.sql.ts';

/** One request's orders, as the writer is given them (orders.sql.ts's BatchRequest is how they travel). */
export interface OrderRequest {
  userId: number;
  roundId: number;
  roomId: number;
  gameType: number;
  requestId: string | null;
  /** SHA-256 of the normalised request (modules/request-keys), when there is a request id. */
  fingerprint: string | null;
  followOf: number | null;
  outcomes: number[];
  rates: number[];
  amounts: Cents[];
}

/**
 * What became of one request: 1 placed (its order ids, in the order of its selections, and the
 * balance its bet left); 0 its request id was used before (the caller looks at it); 1029 the round
 * was not open; 1025 the balance was short.
 */
export type OrderOutcome = { code: 1; ids: number[]; balance: Cents } | { code: 0 | 1025 | 1029 };

interface Waiting {
  request: OrderRequest;
  resolve: (outcome: OrderOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for orders (decisions 011, 016). Requests that arrive while a batch is being written
 * wait for the next one; each batch is one statement and one database transaction, and each caller
 * is answered only after that transaction committed. The first request on an idle writer goes at
 * once, so a quiet server adds no delay. One batch is in flight at a time: a batch costs the database
 * about half a millisecond of CPU whatever its size, so under load fewer, larger batches (about 25
 * orders instead of 10 with 50 callers) leave more of the machine to everything else. Each request
 * is still its own ledger transaction and is refused alone; if a batch fails as a whole (a deadlock,
 * a broken row), its requests are written one by one, so one bad request cannot fail the others.
 */
export class OrderWriter {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly options: { maxInFlight: number; maxBatch: number } = { maxInFlight: 1, maxBatch: 256 },
    /** Each batch written: its size and the seconds it took to commit (the metrics, issue 25). */
    private readonly onBatch?: (size: number, seconds: number) => void,
  ) {}

  write(request: OrderRequest): Promise<OrderOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.nextBatch();
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  /**
   * The oldest waiting requests, at most one per member (each request's balance check and entries
   * follow the one before it of the same member) and at most maxBatch; the rest wait their turn.
   */
  private nextBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const members = new Set<number>();
    const rest: Waiting[] = [];
    for (const waiting of this.queue) {
      if (batch.length < this.options.maxBatch && !members.has(waiting.request.userId)) {
        members.add(waiting.request.userId);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    this.queue.splice(0, this.queue.length, ...rest);
    return batch;
  }

  private async run(batch: Waiting[]): Promise<void> {
    let outcomes: OrderOutcome[];
    try {
      const started = performance.now();
      outcomes = await this.place(batch.map((w) => w.request));
      this.onBatch?.(batch.length, (performance.now() - started) / 1000);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((w) => this.run([w])));
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome) w.resolve(outcome);
      else w.reject(new Error('the order batch answered fewer rows than it was sent'));
    });
  }

  /**
   * One request placed alone inside the caller's transaction (a member with limits: the check and
   * the order commit together). Same function, same rules; no batching.
   */
  async placeIn(trx: Executor, request: OrderRequest): Promise<OrderOutcome> {
    const [outcome] = await this.place([request], trx);
    if (!outcome) throw new Error('the order function answered no row');
    return outcome;
  }

  private async place(requests: OrderRequest[], db: Executor = this.db): Promise<OrderOutcome[]> {
    const batch = requests.map(
      (r, i): BatchRequest => ({
        batch_index: i,
        user_id: r.userId,
        round_id: r.roundId,
        room_id: r.roomId,
        game_type: r.gameType,
        request_id: r.requestId,
        fingerprint: r.fingerprint,
        follow_of: r.followOf,
        outcomes: r.outcomes,
        rates_bp: r.rates,
        amounts_cents: r.amounts,
      }),
    );
    const { rows } = await sql<{ i: number; code: number; ids: number[] | null; balance: number | null }>`
      select i, code, ids, balance from place_orders(${JSON.stringify(batch)}::jsonb)`.execute(db);
    const outcomes: OrderOutcome[] = [];
    for (const row of rows) {
      outcomes[row.i] =
        row.code === 1
          ? { code: 1, ids: (row.ids ?? []).map(Number), balance: Number(row.balance) as Cents }
          : { code: row.code as 0 | 1025 | 1029 };
    }
    return outcomes;
  }
}
