// The soak's load (issue 25), in a process of its own: argv[2] is a JSON job { url, members,
// sockets, seconds, rate }. Registers the members (each with money and a finance contract), opens
// the WebSocket clients, then sends `rate` requests a second for `seconds` — reads, orders while
// the round is open, sign-ins, a page of the member's bets, the balance — and prints one JSON line every 10 s (requests, failures,
// p99 of that window) and a last one with the totals. A failure is anything but a JSON answer with
// a catalogue code: a network error, a status other than 200, a 1014 "busy" or an unknown error.
import WebSocket from 'ws';

const job = JSON.parse(process.argv[2]);
const post = async (path, body) => {
  const response = await fetch(`${job.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

const members = [];
for (let i = 0; i < job.members; i++) {
  const username = `soak${i}`;
  const reg = await post('/api/index/register', {
    username,
    password: 'Soak2026x',
    spassword: 'Soak2026x',
    invitation: 'WELCOME',
    payPwd: '246810',
  });
  const token = reg.data.token;
  for (let r = 0; r < 2; r++) await post('/api/Game/recharge', { token, money: 1_000_000 });
  // Contracts accrue every few seconds (FINANCE_ACCRUAL_SECONDS): the leader pays them throughout.
  if (i % 5 === 0) {
    await post('/api/Finance/transfer', { token, amount: 100_000, pwd: '246810', request_id: `soak-fin-${i}` });
  }
  members.push({ username, token });
}

let socketFailures = 0;
let pushed = 0;
const sockets = [];
for (let i = 0; i < job.sockets; i++) {
  const socket = new WebSocket(`${job.url.replace('http', 'ws')}/api/ws?gametype=${1 + (i % 2)}`);
  socket.on('message', () => {
    pushed += 1;
  });
  socket.on('error', () => {});
  socket.on('close', (code) => {
    if (!stopping) socketFailures += 1;
    process.stderr.write(`socket closed: ${code}\n`);
  });
  sockets.push(socket);
}

let stopping = false;
let round = { id: 0, open: false };
const totals = { requests: 0, failures: 0, orders: 0, refused: 0 };
let window = { requests: 0, failures: 0, times: [], started: Date.now() };
const failures = [];
const started = Date.now();

async function one(n) {
  const member = members[n % members.length];
  const roll = n % 20;
  const t0 = performance.now();
  let kind = 'read';
  try {
    let answer;
    if (roll < 8) {
      answer = await post('/api/Game/getGameinfo', { token: member.token, roomid: 1 });
      if (answer.code === 1) round = { id: answer.data.game.id, open: answer.data.game.status === 'open' };
    } else if (roll < 11) {
      answer = await post('/api/Index/getconfig', {});
    } else if (roll < 16) {
      if (!round.open) answer = await post('/api/Game/getVorder', { token: member.token, roomid: 1 });
      else {
        kind = 'order';
        answer = await post('/api/Game/order', {
          token: member.token,
          gameid: round.id,
          roomid: 1,
          order_info: [[n % 4, 1.95, 20]],
          request_id: `soak-${n}`,
        });
        if (answer.code === 1) totals.orders += 1;
        else totals.refused += 1;
      }
    } else if (roll < 18) {
      answer = await post('/api/Game/myBets', { token: member.token });
    } else if (roll < 19) {
      answer = await post('/api/Game/getLeftmoney', { token: member.token });
    } else {
      kind = 'login';
      answer = await post('/api/Index/login', { username: member.username, password: 'Soak2026x' });
      if (answer.code === 1) member.token = answer.data.token;
    }
    const errCode = answer.code === 1 ? 0 : answer.data?.errCode;
    if (answer.code !== 1 && (errCode === 1014 || typeof errCode !== 'number')) throw new Error(`code ${errCode}`);
  } catch (error) {
    totals.failures += 1;
    window.failures += 1;
    if (failures.length < 10) failures.push(String(error));
  }
  totals.requests += 1;
  window.requests += 1;
  window.times.push([performance.now() - t0, kind]);
}

function report() {
  const times = window.times.sort((a, b) => a[0] - b[0]);
  const at = Math.min(times.length - 1, Math.floor(times.length * 0.99));
  const p99 = times[at]?.[0] ?? 0;
  // What the slowest 1% were: reads, orders or sign-ins.
  const slowest = {};
  for (const [, kind] of times.slice(at)) slowest[kind] = (slowest[kind] ?? 0) + 1;
  process.stdout.write(
    `${JSON.stringify({ t: Math.round((Date.now() - started) / 1000), requests: window.requests, failures: window.failures, p99: Math.round(p99 * 10) / 10, slowest, pushed })}\n`,
  );
  window = { requests: 0, failures: 0, times: [], started: Date.now() };
}

// Open loop: `rate` requests a second, whatever the answers' times (at most 200 in flight).
let n = 0;
let inFlight = 0;
const ticker = setInterval(() => {
  const due = Math.floor(((Date.now() - started) / 1000) * job.rate) - n;
  for (let i = 0; i < due && inFlight < 200; i++) {
    inFlight += 1;
    void one(n++).finally(() => {
      inFlight -= 1;
    });
  }
}, 10);
const reporter = setInterval(report, 10_000);
await new Promise((resolve) => setTimeout(resolve, job.seconds * 1000));
stopping = true;
clearInterval(ticker);
clearInterval(reporter);
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
for (const socket of sockets) socket.terminate();
process.stdout.write(`${JSON.stringify({ done: true, ...totals, socketFailures, pushed, failuresSeen: failures })}\n`);
process.exit(0);
