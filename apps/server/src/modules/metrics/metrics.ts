import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SettledRound } from '../scheduler/scheduler.ts';

/** What the metrics read from the rest of the process when scraped (wired by the composition root). */
export interface MetricSources {
  schedulerLeader: () => boolean;
  leaseRenewalsMissed: () => number;
  websockets: () => number;
  websocketMessages: () => number;
  /** Reconnects of each LISTEN connection since the start (`changes`, `push`). */
  listenerReconnects: () => Record<'changes' | 'push', number>;
  listenerLive: () => Record<'changes' | 'push', boolean>;
  /** The change feed's lag in seconds (reading it sends the next probe; undefined: none heard yet). */
  changeFeedLag: () => number | undefined;
  pool: () => { total: number; idle: number; waiting: number };
  /** Database figures, read at most every few seconds (see `cachedFor`). */
  pending: () => Promise<{ deposits: number; depositCents: number; withdrawals: number; withdrawalCents: number }>;
  lastAudit: () => Promise<{ ok: boolean; at: Date } | undefined>;
  financeDue: () => Promise<number>;
  /** Scheduled backups (absent: BACKUP_DIR is not set): when the newest was written, and how often. */
  backups?: { newest: () => Date | undefined; everySeconds: number };
}

/** The latest value of `read`, asked again only once `ms` have passed (a scrape must stay cheap). */
function cachedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > ms) {
      const value = read();
      last = { at: Date.now(), value };
      value.catch(() => {
        last = undefined;
      });
    }
    return last.value;
  };
}

/**
 * The process's metrics in Prometheus' text format (issue 25), served on the private port only
 * (http/ops.ts). prom-client's default process and Node.js metrics, the HTTP answers per call and
 * result code, and the app's own under `roundhouse_`. One registry per app (tests build several).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly http: Histogram<'call' | 'code'>;
  readonly orders: Counter<'result'>;
  readonly orderBatchSize: Histogram;
  readonly orderBatchSeconds: Histogram;
  readonly settlementSeconds: Histogram;
  readonly settlementWinners: Histogram;
  readonly settlementOrders: Histogram;
  readonly roundLag: Gauge<'game_type' | 'stage'>;
  readonly financePaid: Counter;

  constructor() {
    const registers = [this.registry];
    this.http = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an API call, by call and result code (1: success, else the error code)',
      labelNames: ['call', 'code'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.orders = new Counter({
      name: 'roundhouse_orders_total',
      help: 'Orders placed (result="placed", one per leg) and order requests refused, by error code',
      labelNames: ['result'],
      registers,
    });
    const histogram = (name: string, help: string, buckets: number[]) =>
      new Histogram({ name, help, buckets, registers });
    this.orderBatchSize = histogram(
      'roundhouse_order_batch_size',
      "Orders in one of the order writer's batches (one statement, one transaction)",
      [1, 2, 5, 10, 25, 50, 100, 256],
    );
    this.orderBatchSeconds = histogram(
      'roundhouse_order_batch_commit_seconds',
      "Time to write and commit one of the order writer's batches",
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    );
    this.settlementSeconds = histogram(
      'roundhouse_settlement_duration_seconds',
      'Time to settle one round (payouts credited, orders closed)',
      [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    const members = [0, 1, 10, 100, 1000, 10_000, 100_000];
    this.settlementWinners = histogram('roundhouse_settlement_winners', 'Members paid in one settled round', members);
    this.settlementOrders = histogram('roundhouse_settlement_orders', 'Orders settled (won or lost) in one round', [
      ...members,
      1_000_000,
    ]);
    this.roundLag = new Gauge({
      name: 'roundhouse_round_lag_seconds',
      help: "The last round's delay from its closing time to being drawn (stage=drawn) and settled (stage=settled)",
      labelNames: ['game_type', 'stage'],
      registers,
    });
    this.financePaid = new Counter({
      name: 'roundhouse_finance_accruals_paid_total',
      help: 'Finance accruals and maturities paid by this process (as leader)',
      registers,
    });
  }

  /** Each batch of the order writer. */
  readonly orderBatch = (size: number, seconds: number): void => {
    this.orderBatchSize.observe(size);
    this.orderBatchSeconds.observe(seconds);
  };

  /** Each round the leader settled: its cost, and how late it was drawn and settled. */
  readonly roundSettled = (round: SettledRound): void => {
    const gameType = String(round.gameType);
    const closes = round.closesAt.getTime();
    if (round.drawnAt)
      this.roundLag.set({ game_type: gameType, stage: 'drawn' }, (round.drawnAt.getTime() - closes) / 1000);
    this.roundLag.set({ game_type: gameType, stage: 'settled' }, (Date.now() - closes) / 1000);
    this.settlementSeconds.observe(round.seconds);
    this.settlementWinners.observe(round.winners);
    this.settlementOrders.observe(round.orders);
  };

  readonly financePaidCount = (count: number): void => {
    this.financePaid.inc(count);
  };

  /** An API call answered: `call` its route, `code` 1 or the error code; `legs` the orders it placed. */
  answered(call: string, code: string, seconds: number, legs = 0): void {
    this.http.observe({ call, code }, seconds);
    if (legs > 0) this.orders.inc({ result: code === '1' ? 'placed' : code }, code === '1' ? legs : 1);
  }

  /** Default process metrics and the gauges read on scrape; serve.ts calls it once per process (observe.ts). */
  observe(sources: MetricSources): void {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const pending = cachedFor(5000, sources.pending);
    const audit = cachedFor(5000, sources.lastAudit);
    const due = cachedFor(5000, sources.financeDue);
    new Gauge({
      name: 'roundhouse_scheduler_leader',
      help: "1 while this process holds the scheduler's lease",
      registers,
      collect() {
        this.set(sources.schedulerLeader() ? 1 : 0);
      },
    });
    counterFrom('roundhouse_scheduler_lease_renewals_missed_total', 'Lease renewals that failed', () =>
      sources.leaseRenewalsMissed(),
    );
    new Gauge({
      name: 'roundhouse_websocket_connections',
      help: 'Open WebSocket connections of this process',
      registers,
      collect() {
        this.set(sources.websockets());
      },
    });
    counterFrom('roundhouse_websocket_messages_sent_total', 'Messages sent to WebSocket clients', () =>
      sources.websocketMessages(),
    );
    const seen = { changes: 0, push: 0 };
    new Counter({
      name: 'roundhouse_listen_reconnects_total',
      help: 'LISTEN connections opened again after a loss (feed=changes: the cache feed; feed=push: round events)',
      labelNames: ['feed'],
      registers,
      collect() {
        for (const [feed, total] of Object.entries(sources.listenerReconnects()) as ['changes' | 'push', number][]) {
          this.inc({ feed }, Math.max(0, total - seen[feed]));
          seen[feed] = total;
        }
      },
    });
    new Gauge({
      name: 'roundhouse_listen_live',
      help: '1 while the LISTEN connection is heard (feed=changes, feed=push)',
      labelNames: ['feed'],
      registers,
      collect() {
        for (const [feed, live] of Object.entries(sources.listenerLive())) this.set({ feed }, live ? 1 : 0);
      },
    });
    new Gauge({
      name: 'roundhouse_change_feed_lag_seconds',
      help: 'Time from a commit to this process hearing it on the change feed (a probe per scrape; while one is unheard, how long it has waited; 0 until the first is heard)',
      registers,
      collect() {
        const lag = sources.changeFeedLag();
        if (lag !== undefined) this.set(lag);
      },
    });
    new Gauge({
      name: 'roundhouse_db_pool_in_use',
      help: 'Connections of the request pool lent to a request',
      registers,
      collect() {
        const pool = sources.pool();
        this.set(pool.total - pool.idle);
      },
    });
    new Gauge({
      name: 'roundhouse_db_pool_waiting',
      help: 'Requests waiting for a connection of the request pool',
      registers,
      collect() {
        this.set(sources.pool().waiting);
      },
    });
    new Gauge({
      name: 'roundhouse_pending_count',
      help: 'Deposits and withdrawals waiting for staff (kind=deposit, kind=withdrawal)',
      labelNames: ['kind'],
      registers,
      async collect() {
        const p = await pending();
        this.set({ kind: 'deposit' }, p.deposits);
        this.set({ kind: 'withdrawal' }, p.withdrawals);
      },
    });
    new Gauge({
      name: 'roundhouse_pending_usd',
      help: 'Amount of the deposits and withdrawals waiting for staff, in USD',
      labelNames: ['kind'],
      registers,
      async collect() {
        const p = await pending();
        this.set({ kind: 'deposit' }, p.depositCents / 100);
        this.set({ kind: 'withdrawal' }, p.withdrawalCents / 100);
      },
    });
    new Gauge({
      name: 'roundhouse_ledger_audit_ok',
      help: "1 when the last ledger audit (the leader's, on a schedule) found every invariant holding, 0 when not",
      registers,
      async collect() {
        const last = await audit();
        if (last) this.set(last.ok ? 1 : 0);
      },
    });
    new Gauge({
      name: 'roundhouse_ledger_audit_timestamp_seconds',
      help: 'When the last ledger audit ran (Unix time; 0: none yet, and then audit_ok means nothing)',
      registers,
      async collect() {
        const last = await audit();
        if (last) this.set(last.at.getTime() / 1000);
      },
    });
    const { backups } = sources;
    if (backups) {
      new Gauge({
        name: 'roundhouse_backup_newest_timestamp_seconds',
        help: 'When the newest scheduled backup in BACKUP_DIR was written (Unix time; 0: none there yet)',
        registers,
        collect() {
          this.set((backups.newest()?.getTime() ?? 0) / 1000);
        },
      });
      const every = new Gauge({
        name: 'roundhouse_backup_interval_seconds',
        help: 'How often a scheduled backup is due (BACKUP_MINUTES)',
        registers,
      });
      every.set(backups.everySeconds);
    }
    new Gauge({
      name: 'roundhouse_finance_accruals_due',
      help: 'Finance contracts whose next accrual or maturity is due now',
      registers,
      async collect() {
        this.set(await due());
      },
    });

    function counterFrom(name: string, help: string, total: () => number) {
      let last = 0;
      new Counter({
        name,
        help,
        registers,
        collect() {
          const now = total();
          this.inc(Math.max(0, now - last));
          last = now;
        },
      });
    }
  }

  /** The text a scrape answers, and its content type. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
