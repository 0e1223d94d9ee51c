// The composition root's third part: what the metrics read from the running process (issue 25).
import type { ChangeFeed } from './db/change-feed.ts';
import { type Db, poolStats } from './db/database.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import type { Services } from './services.ts';

/** Starts the process's metrics: prom-client's defaults and the gauges read on each scrape. */
export function observeProcess(metrics: Metrics, services: Services, db: Db, changes?: ChangeFeed): void {
  const { scheduler, realtime, wallet, settings, finance, backups } = services;
  metrics.observe({
    schedulerLeader: () => scheduler.leader,
    leaseRenewalsMissed: () => scheduler.renewalsMissed,
    websockets: () => realtime.connections,
    websocketMessages: () => realtime.sent,
    listenerReconnects: () => ({ changes: changes?.reconnects ?? 0, push: realtime.reconnects }),
    listenerLive: () => ({ changes: changes?.state === 'live', push: realtime.state === 'live' }),
    changeFeedLag: () => {
      const lag = changes?.lagSeconds;
      // After this scrape's gauges are read: its query is not counted as waiting for the pool.
      if (changes) setImmediate(() => changes.probe(db));
      return lag;
    },
    pool: () => poolStats(db),
    pending: () => wallet.pendingCounts(),
    lastAudit: async () => {
      const last = await settings.lastLedgerAudit();
      return last ? { ok: last.ok, at: new Date(last.at) } : undefined;
    },
    financeDue: () => finance.dueCount(),
    ...(backups && { backups: { newest: () => backups.newest(), everySeconds: backups.everyMinutes * 60 } }),
  });
}
