// Opens many WebSocket clients to one game type's push in a process of its own (argv[2]: JSON
// { url, clients }), waits until every one is connected, then for the next round that opens and
// for its result: prints one JSON line with that round's seqno and the instant (ms since the epoch)
// each client received its result.
import WebSocket from 'ws';

const job = JSON.parse(process.argv[2]);
const sockets = [];
const received = new Map();
let connected = 0;
let watched;

await new Promise((resolve, reject) => {
  for (let i = 0; i < job.clients; i++) {
    const socket = new WebSocket(job.url);
    sockets.push(socket);
    socket.on('open', () => {
      connected += 1;
      if (connected === job.clients) resolve();
    });
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data));
      // The first round to open after every client connected is the one measured.
      if (event.type === 'open' && connected === job.clients && watched === undefined) watched = event.seqno;
      if (event.type === 'result' && event.seqno === watched && !received.has(i)) {
        received.set(i, Date.now());
        if (received.size === job.clients) finish();
      }
    });
  }
});
process.stderr.write(`${connected} clients connected\n`);
const deadline = setTimeout(finish, job.timeoutMs ?? 90_000);

function finish() {
  clearTimeout(deadline);
  process.stdout.write(
    `${JSON.stringify({ seqno: watched, received: [...received.values()], clients: job.clients })}\n`,
  );
  for (const socket of sockets) socket.terminate();
  process.exit(0);
}
