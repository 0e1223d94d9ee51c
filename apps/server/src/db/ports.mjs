// Ports for the servers a test, a bench or the fleet script starts (ports.d.mts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';

/** The lowest port we hand out; the band ends where the kernel's own (ephemeral) range begins. */
const BAND_START = 15000;

/**
 * Where the kernel's range for the ports it picks itself begins: every outgoing connection takes
 * one from it, and so does a listen on port 0.
 */
function ephemeralStart() {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low)) return low;
  } catch {
    // not Linux: the usual range
  }
  return 32768;
}

const bandEnd = ephemeralStart();
/** The ports this process has handed out: never twice. */
const given = new Set();

function listens(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A TCP port free on loopback now, that stays free until a server of ours takes it, seconds later.
 * A port the kernel picked (listen on 0) would not: it comes from the range the kernel also gives
 * every outgoing connection, and a pool's connection opened meanwhile took the one a test's server
 * was about to listen on (a CI run failed so). So the port comes from below that range, at random
 * so that parallel test processes do not meet, and never twice from one process.
 */
export async function freePort() {
  const span = bandEnd - BAND_START;
  if (span >= 1000) {
    for (let tries = 0; tries < 50; tries++) {
      const port = crypto.randomInt(BAND_START, bandEnd);
      if (given.has(port)) continue;
      given.add(port);
      if ((await listens(port)) === port) return port;
    }
  }
  // An unusual range leaves no band: the kernel's pick.
  for (;;) {
    const port = await listens(0);
    if (port === undefined) throw new Error('no free port on loopback');
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}
