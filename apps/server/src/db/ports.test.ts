import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './ports.mjs';

const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePort', () => {
  it('gives ports outside the range the kernel gives outgoing connections, never twice, each one free', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 40; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeLessThan(low ?? 32768);
    const servers = await Promise.all(ports.map(listen));
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  it('never gives a port that an outgoing connection holds', async () => {
    const target = await listen(0);
    const { port } = target.address() as net.AddressInfo;
    const sockets = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<net.Socket>((r) => {
            const s = net.connect(port, '127.0.0.1', () => r(s));
          }),
      ),
    );
    const taken = new Set(sockets.map((s) => s.localPort));
    for (let i = 0; i < 40; i++) expect(taken.has(await freePort())).toBe(false);
    for (const s of sockets) s.destroy();
    await new Promise((r) => target.close(r));
  });
});
