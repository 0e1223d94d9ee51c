// `npm test`: install what is missing (dependencies, Debian's Chromium and CJK fonts), then lint,
// typecheck, unit + integration tests on a real PostgreSQL, browser tests in Chromium, and the fleet.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkNode,
  ensureChromium,
  ensureDebianPackages,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  root,
  run,
  step,
} from './setup.mjs';

checkNode();
ensureDependencies();
ensureChromium();

const started = Date.now();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-test-'));
const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function stage(title, command, args, env) {
  step(title);
  const status = run(command, args, env ? { env: { ...process.env, ...env } } : {});
  if (status !== 0) failures.push(title);
  return status === 0;
}

function vitest(title, args, reportName, env) {
  const report = path.join(reports, `${reportName}.json`);
  const ok = stage(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  return counted(title, report, ok);
}

/** Adds a run's JSON report to the counts; false when any test failed or none ran. */
function counted(title, report, ok) {
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests;
    counts.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    if (json.numTotalTests === 0) {
      failures.push(`${title}: no tests ran`);
      return false;
    }
    // Never trust the exit code alone: a failed test fails the run.
    if (json.numFailedTests > 0 || json.success === false) {
      if (ok) failures.push(`${title}: ${json.numFailedTests} failed`);
      return false;
    }
  } catch {
    if (ok) failures.push(`${title}: no report`);
    return false;
  }
  return ok;
}

/**
 * The browser tests as two runs side by side, each with a server and a database of its own (so
 * nothing one changes is seen by the other), the files split by their usual time. A file not
 * named in the first half goes to the second: none is left out. Output lines carry their half.
 */
async function browserHalves(title) {
  step(title);
  const all = fs.readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.e2e.test.ts'));
  const first = E2E_FIRST_HALF.filter((f) => all.includes(f));
  const halves = [first, all.filter((f) => !first.includes(f))];
  const runs = halves.map(
    (files, i) =>
      new Promise((resolve) => {
        const report = path.join(reports, `e2e-${i + 1}.json`);
        const child = spawn(
          'npx',
          [
            'vitest',
            'run',
            '--config',
            'e2e/vitest.config.ts',
            ...files.map((f) => `e2e/${f}`),
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${report}`,
          ],
          { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        const relay = (stream) => {
          let pending = '';
          stream.on('data', (chunk) => {
            pending += chunk;
            const lines = pending.split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) process.stdout.write(`[${i + 1}] ${line}\n`);
          });
        };
        relay(child.stdout);
        relay(child.stderr);
        child.on('exit', (code) => resolve({ ok: code === 0, report }));
      }),
  );
  const results = await Promise.all(runs);
  let ok = true;
  for (const [i, r] of results.entries()) if (!counted(`${title}, half ${i + 1}`, r.report, r.ok)) ok = false;
  if (!ok && !failures.some((f) => f.startsWith(title))) failures.push(title);
  return ok;
}

/** About half the browser tests' usual time (the longest files spread over both halves). */
const E2E_FIRST_HALF = [
  'admin.e2e.test.ts',
  'games.e2e.test.ts',
  'content.e2e.test.ts',
  'current.e2e.test.ts',
  'account.e2e.test.ts',
  'finance.e2e.test.ts',
  'wallet.e2e.test.ts',
  'second-factor.e2e.test.ts',
  'app-texts.e2e.test.ts',
  'first-paint.e2e.test.ts',
  'bets.e2e.test.ts',
  'play.e2e.test.ts',
  'narrow.e2e.test.ts',
];

const stages = [
  () => stage('Lint (Biome)', 'npx', ['biome', 'ci', '.']),
  () => stage('Module boundaries', process.execPath, ['scripts/boundaries.mjs']),
  () => stage('Typecheck', 'npm', ['run', 'typecheck', '--silent']),
  // The integration tests run on Debian's PostgreSQL (15 on bookworm, installed on demand): the
  // oldest server we support, while the browser tests, the bench and `npm start` run the embedded
  // one (18). A plain `npx vitest` uses the embedded one too (decision 026). Debian's prometheus
  // brings `promtool`, which checks the alerting rules (ops/prometheus).
  () => {
    ensureDebianPackages(['postgresql', 'prometheus'], 'the integration tests');
    return vitest("Unit and integration tests (Debian's PostgreSQL)", [], 'main', { TEST_POSTGRES: 'debian' });
  },
  () => {
    // The browser tests run what `npm start` runs: the built web app and the compiled server.
    ensureWebBuild({ force: true });
    ensureServerBuild({ force: true });
    return true;
  },
  () => browserHalves('Browser tests (Chromium, 390×844, two halves side by side)'),
  // `npm run fleet` from scratch (Debian's PostgreSQL and HAProxy, installed on demand), a rolling
  // restart under load and a stop (issue 24): last, since it takes the whole machine.
  () =>
    vitest('Fleet (PostgreSQL server, 3 processes, HAProxy)', ['--config', 'scripts/fleet.vitest.config.ts'], 'fleet'),
];
for (const run of stages) {
  if (!(await run())) break;
}

const seconds = Math.round((Date.now() - started) / 1000);
step(`Done in ${seconds} s`);
if (failures.length) process.stdout.write(`Failed: ${failures.join('; ')}\n`);
process.stdout.write(
  `${counts.passed} passed, ${counts.failed + (failures.length && !counts.failed ? 1 : 0)} failed, ${counts.skipped} skipped\n`,
);
fs.rmSync(reports, { recursive: true, force: true });
process.chdir(root);
process.exit(failures.length ? 1 : 0);
