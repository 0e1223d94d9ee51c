// Runs autocannon in a process of its own (a client inside the server's process slows both):
// argv[2] is a JSON job { url, connections, seconds, bodies: [one JSON body per connection] };
// prints one JSON line: requests per second and in all, p50 and p99 latency, non-2xx and errors.
// Whether each answer was a success is for the caller to check (orders: count them in the database).
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2]);
let connection = 0;
const result = await autocannon({
  url: job.url,
  method: 'POST',
  connections: job.connections,
  duration: job.seconds,
  headers: { 'content-type': 'application/json' },
  // Each connection sends its own member's body (50 connections = 50 members, not one).
  setupClient: (client) => {
    const body = job.bodies[connection++ % job.bodies.length] ?? {};
    client.setBody(JSON.stringify(body));
  },
});
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  })}\n`,
);
