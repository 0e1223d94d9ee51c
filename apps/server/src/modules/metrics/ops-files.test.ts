import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getconfig } from '@roundhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { given } from '../../test/given.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { Metrics } from './metrics.ts';

/**
 * Issue 25: the files an operator loads — Prometheus' alerting rules and the Grafana dashboard —
 * name only metrics a process really exposes, and the rules are valid and fire when they should
 * (`promtool`, from Debian's prometheus package: npm test installs it).
 */
const ops = path.resolve(import.meta.dirname, '../../../../../ops');
const rules = path.join(ops, 'prometheus/alerts.yml');
let t: TestApp;
let exposed: Set<string>;
const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-ops-'));
beforeAll(async () => {
  const metrics = new Metrics();
  // With scheduled backups on, so that their gauge is there too.
  t = await createTestApp({ SCHEDULER: 'false', BACKUP_DIR: backups }, { metrics });
  await (await given(t).user()).ok(getconfig, {});
  const text = (await metrics.scrape()).text;
  // Each family's name, and the series names a histogram or summary adds to it.
  exposed = new Set(
    [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name = '', type]) =>
      type === 'histogram' || type === 'summary' ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
    ),
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(backups, { recursive: true, force: true });
});

/** The metric names a PromQL expression reads (ours, prom-client's and Node's prefixes). */
function metricsIn(expr: string): string[] {
  return [...expr.matchAll(/\b(?:roundhouse|http|nodejs|process)_[a-z0-9_]+\b/g)].map((m) => m[0]);
}

function promtool(args: string[]) {
  const found = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
  if (found.error) throw new Error("promtool is missing: install Debian's prometheus package (npm test does)");
  return spawnSync('promtool', args, { encoding: 'utf8', cwd: path.dirname(rules) });
}

describe('alerting rules and the dashboard (issue 25)', () => {
  it('exposes the conventional names the rules and the dashboard are written against', () => {
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'http_request_duration_seconds_bucket',
      'roundhouse_orders_total',
      'roundhouse_round_lag_seconds',
      'roundhouse_ledger_audit_ok',
      'roundhouse_db_pool_waiting',
    ]) {
      expect(exposed.has(name), name).toBe(true);
    }
  });

  it('names in every alerting rule only metrics the processes expose', () => {
    const exprs = [...fs.readFileSync(rules, 'utf8').matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    const unknown = exprs.flatMap(metricsIn).filter((name) => !exposed.has(name));
    expect(unknown).toEqual([]);
  });

  it('names in every dashboard query only metrics the processes expose', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(ops, 'grafana/roundhouse.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((target) => target.expr));
    expect(exprs.length).toBe(dashboard.panels.length);
    for (const expr of exprs) expect(metricsIn(expr).length, expr).toBeGreaterThan(0);
    expect(exprs.flatMap(metricsIn).filter((name) => !exposed.has(name))).toEqual([]);
  });

  it('passes promtool: the rules are valid and fire when they should', () => {
    const check = promtool(['check', 'rules', rules]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/SUCCESS: 1\d rules found/);
    const test = promtool(['test', 'rules', 'alerts.test.yml']);
    expect(test.status, test.stdout + test.stderr).toBe(0);
  });
});
