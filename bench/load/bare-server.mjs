// A bare Fastify endpoint in a process of its own: the ceiling the real calls are compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bench/bare', async () => ({ code: 1, data: {}, info: 'ok' }));
app.get('/healthz', async () => ({ ok: true }));
const port = Number(process.argv[2]);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
