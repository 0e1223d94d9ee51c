// Profiles the compiled server under load on one call, to see where its time goes:
//   node --import tsx bench/profile.ts order|getconfig|getGameinfo|getVorder [seconds]
// (calls joined by commas load one after the other, e.g. `getVorder,order`: the last is reported;
// NO_PROF=1 runs without the profiler, THREADS=1 splits the server's CPU by thread)
// The server runs with --cpu-prof in its own process, autocannon in another; prints the server's CPU
// per answer, the functions with the most self time, and PostgreSQL's share of the CPU during the run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { post, untilHealthy } from '../apps/server/src/test/server-process.ts';
import { scratchServer } from './scratch.ts';

const root = path.resolve(import.meta.dirname, '..');
const calls = (process.argv[2] ?? 'order').split(',');
const call = calls.at(-1) ?? 'order';
const seconds = Number(process.argv[3] ?? 10);
const profDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roundhouse-prof-'));
const scratch = await scratchServer(
  'profile',
  {
    NODE_ENV: 'production',
    GAME1_ROUND_SECONDS: '3600',
    REGISTRATIONS_PER_IP: '100000',
    LOGIN_ATTEMPTS_PER_IP: '100000',
  },
  { compiled: true, nodeArgs: process.env.NO_PROF ? [] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`] },
);
const { server } = scratch;
try {
  await untilHealthy(server, `${server.url}/readyz`);
  const tokens: string[] = [];
  for (let i = 0; i < 50; i++) {
    const reg = await post(`${server.url}/api/index/register`, {
      username: `prof${i}`,
      password: 'Bench2026',
      spassword: 'Bench2026',
      invitation: 'WELCOME',
      payPwd: '246810',
    });
    await post(`${server.url}/api/Game/recharge`, { token: reg.data.token, money: 1_000_000 });
    tokens.push(reg.data.token as string);
  }
  const info = (await post(`${server.url}/api/Game/getGameinfo`, { token: tokens[0], roomid: 1 })) as {
    data: { game?: { id: number } };
  };
  const gameid = info.data.game?.id;
  const paths: Record<string, [string, (token: string) => object]> = {
    order: ['/api/Game/order', (token) => ({ token, gameid, roomid: 1, order_info: [[0, 1.95, 20]] })],
    getconfig: ['/api/Index/getconfig', () => ({})],
    getGameinfo: ['/api/Game/getGameinfo', (token) => ({ token, roomid: 1 })],
    getVorder: ['/api/Game/getVorder', (token) => ({ token, roomid: 1 })],
  };
  for (const before of calls.slice(0, -1)) {
    const [beforePath, beforeBody] = paths[before] ?? paths.order!;
    const job = JSON.stringify({
      url: `${server.url}${beforePath}`,
      connections: 50,
      seconds,
      bodies: tokens.map(beforeBody),
    });
    const out = execFileSync(process.execPath, [path.join(root, 'bench/load/autocannon-run.mjs'), job], {
      encoding: 'utf8',
    });
    console.log(before, out.trim());
  }
  const [urlPath, body] = paths[call] ?? paths.order!;
  console.log(
    'one answer:',
    JSON.stringify(await post(`${server.url}${urlPath}`, body(tokens[0] as string))).slice(0, 300),
  );
  const cpuBefore = postgresCpu();
  const serverBefore = processCpu(server.process.pid);
  const threadsBefore = threadCpu(server.process.pid);
  const job = JSON.stringify({ url: `${server.url}${urlPath}`, connections: 50, seconds, bodies: tokens.map(body) });
  const out = execFileSync(process.execPath, [path.join(root, 'bench/load/autocannon-run.mjs'), job], {
    encoding: 'utf8',
  });
  console.log(call, out.trim());
  const answered = (JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { total?: number }).total ?? 1;
  console.log(
    `server CPU per answer: ${(((processCpu(server.process.pid) - serverBefore) / answered) * 1e6).toFixed(1)} µs`,
  );
  if (process.env.THREADS) {
    const after = threadCpu(server.process.pid);
    for (const [name, t] of after)
      console.log(`  thread ${name}: ${(((t - (threadsBefore.get(name) ?? 0)) / answered) * 1e6).toFixed(1)} µs`);
  }
  if (call === 'order') {
    const { createDb } = await import('../apps/server/src/db/database.ts');
    const { sql } = await import('kysely');
    const db = createDb(scratch.url, { max: 1 });
    const { rows } = await sql<{ n: number; batches: number }>`
      select count(*)::int as n, count(distinct created_at)::int as batches from orders`.execute(db);
    await db.destroy();
    console.log(
      `orders ${rows[0]?.n} in ${rows[0]?.batches} commits: ${((rows[0]?.n ?? 0) / (rows[0]?.batches || 1)).toFixed(1)} a commit`,
    );
  }
  console.log(`PostgreSQL CPU during the run: ${((postgresCpu() - cpuBefore) / seconds).toFixed(2)} cores`);
} finally {
  await scratch.stop();
}
const file = fs.existsSync(profDir) && fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (file) summarise(JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')));
if (process.env.KEEP_PROF && file) fs.copyFileSync(path.join(profDir, file), process.env.KEEP_PROF);
fs.rmSync(profDir, { recursive: true, force: true });

/** A process's or thread's name and CPU seconds so far (user + system), from its /proc stat file. */
function statCpu(file: string): { name: string; seconds: number } {
  const stat = fs.readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    seconds: (Number(fields[11]) + Number(fields[12])) / 100,
  };
}

/** CPU seconds used so far by each thread of a process, by name and id. */
function threadCpu(pid: number | undefined): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const { name, seconds } = statCpu(`/proc/${pid}/task/${tid}/stat`);
    threads.set(`${name}#${tid}`, seconds);
  }
  return threads;
}

/** CPU seconds used so far by one process. */
function processCpu(pid: number | undefined): number {
  return statCpu(`/proc/${pid}/stat`).seconds;
}

/** CPU seconds used so far by every postgres process. */
function postgresCpu(): number {
  let seconds = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = statCpu(`/proc/${pid}/stat`);
      if (stat.name === 'postgres') seconds += stat.seconds;
    } catch {
      // gone
    }
  }
  return seconds;
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}
function summarise(profile: Profile) {
  // Only the load: the window of `seconds` with the fewest idle samples (not start-up or sign-ups).
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const at: number[] = [];
  let clock = 0;
  for (const delta of profile.timeDeltas) {
    clock += delta;
    at.push(clock);
  }
  let best = 0;
  let bestIdle = Number.POSITIVE_INFINITY;
  for (let from = 0, to = 0, idleTime = 0; from < at.length; from++) {
    while (to < at.length && (at[to] ?? 0) - (at[from] ?? 0) < seconds * 1e6) {
      if (idle.has(profile.samples[to] ?? -1)) idleTime += profile.timeDeltas[to] ?? 0;
      to++;
    }
    if (to === at.length && (at[to - 1] ?? 0) - (at[from] ?? 0) < seconds * 1e6 * 0.99) break;
    if (idleTime < bestIdle) [best, bestIdle] = [from, idleTime];
    if (idle.has(profile.samples[from] ?? -1)) idleTime -= profile.timeDeltas[from] ?? 0;
  }
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (i < best || (at[i] ?? 0) - (at[best] ?? 0) >= seconds * 1e6) return;
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...byNode.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = byNode.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\/server\//, '');
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
    const pkg = url.includes('node_modules/')
      ? (url
          .split('node_modules/')
          .at(-1)
          ?.split('/')
          .slice(0, url.includes('/@') ? 2 : 1)
          .join('/') ?? url)
      : url.startsWith('node:')
        ? 'node internals'
        : url === ''
          ? `(${functionName})`
          : 'our code';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + t);
  }
  const show = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([k, t]) => {
        console.log(`  ${((t / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
      });
  console.log('Self time by package:');
  show(byPackage, 15);
  console.log('Self time by function:');
  show(byFunction, Number(process.env.TOP ?? 30));
}
