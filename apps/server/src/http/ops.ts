import http from 'node:http';

/** What a process reports about itself to its operator (never on the public port). */
export interface Readiness {
  ok: boolean;
  database: boolean;
  migrations: string;
  push: 'off' | 'live' | 'lost';
  changes: 'off' | 'live' | 'lost';
  scheduler: string;
  websockets: number;
  /** Stopping (SIGTERM): not ready, so that the balancer sends its requests elsewhere (issue 24). */
  draining: boolean;
}

/**
 * The private port (METRICS_HOST:METRICS_PORT, loopback by default): `/readyz` with the details
 * the public `/readyz` keeps to itself (issue 22, fault 25), and `/metrics` in Prometheus' text
 * format (issue 25). A port already taken is reported and skipped: the app serves without it.
 */
export async function startOpsServer(options: {
  host: string;
  port: number;
  readiness: () => Promise<Readiness>;
  metrics?: () => Promise<{ text: string; contentType: string }>;
  warn: (message: string) => void;
}): Promise<{ url: string; close: () => Promise<void> } | undefined> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/metrics' && options.metrics) {
      options.metrics().then(
        ({ text, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(text),
        (error: Error) => {
          options.warn(`metrics: ${error.message}`);
          response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/readyz') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"ok":false}');
      return;
    }
    options.readiness().then(
      (ready) =>
        response.writeHead(ready.ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(ready)),
      () => response.writeHead(503, { 'content-type': 'application/json' }).end('{"ok":false}'),
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (error) {
    options.warn(`private port ${options.host}:${options.port} not opened: ${(error as Error).message}`);
    return undefined;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
