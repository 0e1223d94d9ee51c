import { getconfig, order } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpsServer } from '../../http/ops.ts';
import { eventually } from '../../test/eventually.ts';
import { given, openRoundNow } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { Metrics } from './metrics.ts';

/** Issue 25: the process's metrics in Prometheus' text format, on the private port only. */
let t: TestApp;
let metrics: Metrics;
beforeAll(async () => {
  metrics = new Metrics();
  t = await createTestApp({ SCHEDULER: 'false' }, { metrics });
});
afterAll(() => t.close());

/** One sample's value from the text format, or undefined when the series is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics (issue 25)', () => {
  it('counts answers per call and result code, orders placed and refused, and the process', async () => {
    const member = await given(t).user({ cash: 1000 });
    const round = await openRoundNow(t, 1);
    await member.ok(getconfig, {});
    await member.ok(order, {
      gameid: round.id,
      roomid: 1,
      order_info: [
        [0, 1.95, 20],
        [1, 1.95, 20],
      ],
    });
    // Below the room's minimum of $20: refused, and counted under its error code.
    const refused = await member.fail(order, { gameid: round.id, roomid: 1, order_info: [[0, 1.95, 1]] });
    const ops = await startOpsServer({
      host: '127.0.0.1',
      port: 0,
      readiness: t.readiness,
      metrics: () => metrics.scrape(),
      warn: () => {},
    });
    if (!ops) throw new Error('the private port did not open');
    try {
      const answer = await fetch(`${ops.url}/metrics`);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(sample(text, 'http_request_duration_seconds_count{call="/api/Index/getconfig",code="1"}')).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count{call="/api/Game/order",code="1"}')).toBe(1);
      expect(sample(text, 'roundhouse_orders_total{result="placed"}')).toBe(2);
      expect(sample(text, `roundhouse_orders_total{result="${refused.errCode}"}`)).toBe(1);
      expect(sample(text, 'roundhouse_order_batch_size_count')).toBeGreaterThanOrEqual(1);
      // prom-client's defaults, under their conventional names.
      for (const name of [
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
      }
      expect(sample(text, 'roundhouse_db_pool_waiting')).toBe(0);
      expect(sample(text, 'roundhouse_scheduler_leader')).toBe(0);
      expect(sample(text, 'roundhouse_pending_count{kind="withdrawal"}')).toBe(0);
      expect(sample(text, 'roundhouse_listen_live{feed="changes"}')).toBe(1);
      // No audit has run on this database yet: its time is 0 (the alert asks for a real one).
      expect(sample(text, 'roundhouse_ledger_audit_timestamp_seconds')).toBe(0);
      // The first scrape sent a probe through the change feed; a later one reports its trip.
      expect(sample(text, 'roundhouse_change_feed_lag_seconds')).toBe(0);
      let lag: number | undefined;
      const heard = await eventually(async () => {
        lag = sample(await (await fetch(`${ops.url}/metrics`)).text(), 'roundhouse_change_feed_lag_seconds');
        return lag !== undefined && lag > 0;
      });
      expect(heard).toBe(true);
      expect(lag).toBeGreaterThan(0);
      expect(lag).toBeLessThan(2);
    } finally {
      await ops.close();
    }
  });

  it('reports the last ledger audit, as the console and the leader run it', async () => {
    await t.services.admin.auditLedger();
    // Read at most every 5 s: a fresh registry of the same process sees it at once.
    const fresh = new Metrics();
    const { observeProcess } = await import('../../observe.ts');
    observeProcess(fresh, t.services, t.db);
    const text = (await fresh.scrape()).text;
    expect(sample(text, 'roundhouse_ledger_audit_ok')).toBe(1);
    expect(sample(text, 'roundhouse_ledger_audit_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it('is not served on the public port', async () => {
    // A page that is not there (404, or 503 while the web app is not built in this run).
    const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect([404, 503]).toContain(answer.statusCode);
    expect(answer.body).not.toContain('process_cpu_seconds_total');
  });
});
