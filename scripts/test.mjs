// `npm test`: install what is missing (dependencies, Debian's Chromium and CJK fonts), then lint,
// typecheck, unit + integration tests on a real PostgreSQL, browser tests in Chromium, and the fleet.
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
  () => vitest('Browser tests (Chromium, 390×844)', ['--config', 'e2e/vitest.config.ts'], 'e2e'),
  // `npm run fleet` from scratch (Debian's PostgreSQL and HAProxy, installed on demand), a rolling
  // restart under load and a stop (issue 24): last, since it takes the whole machine.
  () =>
    vitest('Fleet (PostgreSQL server, 3 processes, HAProxy)', ['--config', 'scripts/fleet.vitest.config.ts'], 'fleet'),
];
for (const run of stages) {
  if (!run()) break;
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
