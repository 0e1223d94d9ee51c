import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const port = 9333;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', `--remote-debugging-port=${port}`],
});
for (const url of process.argv.slice(2)) {
  const run = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  const a = run!.lhr.audits;
  console.log(url, Math.round(run!.lhr.categories.performance!.score! * 100));
  for (const k of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'cumulative-layout-shift',
    'interactive',
  ])
    console.log(' ', k, a[k]?.displayValue, a[k]?.score);
  console.log(
    '  LCP element:',
    JSON.stringify(
      a['largest-contentful-paint-element']?.details ?? a['lcp-breakdown-insight']?.details ?? 'none',
    ).slice(0, 900),
  );
  for (const k of [
    'render-blocking-resources',
    'render-blocking-insight',
    'unused-javascript',
    'bootup-time',
    'network-dependency-tree-insight',
    'font-display-insight',
    'document-latency-insight',
  ])
    if (a[k]) console.log(' ', k, a[k].displayValue ?? '', a[k].score);
}
await browser.close();
