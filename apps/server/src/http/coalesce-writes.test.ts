import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceWrites } from './coalesce-writes.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as net.AddressInfo).port;
}

describe('coalesceWrites', () => {
  it('holds what a connection writes under cork until the end of the turn, then sends it all, in order', async () => {
    const server = net.createServer();
    coalesceWrites(server);
    const turn: { buffered: number; corked: number }[] = [];
    const served = new Promise<void>((resolve) => {
      server.on('connection', (socket) => {
        socket.cork();
        socket.write('one ');
        socket.uncork();
        socket.cork();
        socket.write('two');
        socket.uncork();
        // Still in this turn: nothing has been handed to the kernel yet.
        turn.push({ buffered: socket.writableLength, corked: socket.writableCorked });
        setImmediate(() => {
          turn.push({ buffered: socket.writableLength, corked: socket.writableCorked });
          socket.end();
          resolve();
        });
      });
    });
    const port = await listening(server);
    const client = net.connect(port, '127.0.0.1');
    let received = '';
    client.setEncoding('utf8').on('data', (chunk) => {
      received += chunk;
    });
    await served;
    await new Promise((resolve) => client.on('end', resolve));
    expect(turn[0]).toEqual({ buffered: 'one two'.length, corked: 1 });
    expect(turn[1]?.corked).toBe(0);
    expect(received).toBe('one two');
  });

  it('answers every request of many keep-alive connections, each its own answer', async () => {
    const server = http.createServer((request, response) => {
      response.setHeader('content-type', 'text/plain');
      response.end(`answer to ${request.url}`);
    });
    coalesceWrites(server);
    const port = await listening(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    closers.push(async () => agent.destroy());
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path, agent }, (response) => {
            let text = '';
            response.setEncoding('utf8').on('data', (chunk) => {
              text += chunk;
            });
            response.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
    for (let round = 0; round < 3; round++) {
      const paths = Array.from({ length: 60 }, (_, i) => `/${round}/${i}`);
      expect(await Promise.all(paths.map(get))).toEqual(paths.map((p) => `answer to ${p}`));
    }
  });

  it('answers pipelined requests on one connection, in order, and then closes it when asked', async () => {
    const server = http.createServer((request, response) => response.end(`answer to ${request.url}\n`));
    coalesceWrites(server);
    const port = await listening(server);
    const client = net.connect(port, '127.0.0.1');
    let received = '';
    client.setEncoding('utf8').on('data', (chunk) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => client.on('close', resolve));
    client.write(
      'GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    await closed;
    expect(received.match(/answer to \/\d/g)).toEqual(['answer to /1', 'answer to /2', 'answer to /3']);
  });

  it('lets a connection that is closed before the end of the turn go without an error', async () => {
    const server = net.createServer();
    coalesceWrites(server);
    const errors: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      server.on('connection', (socket) => {
        socket.on('error', (error) => errors.push(error));
        socket.cork();
        socket.write('never sent');
        socket.uncork();
        socket.destroy();
        setImmediate(() => setImmediate(resolve));
      });
    });
    const port = await listening(server);
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => {});
    await done;
    client.destroy();
    expect(errors).toEqual([]);
  });
});
