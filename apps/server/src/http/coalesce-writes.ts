import { type Server, Socket } from 'node:net';

const uncorkNow = Socket.prototype.uncork;

/**
 * Answers finished in one turn of the event loop leave together at its end (issue 9: reads;
 * decision 017). Node's HTTP server corks a connection while it writes an answer and uncorks it at
 * `end()`, which hands the answer to the kernel at once: under load every answer then wakes the
 * client's process by itself, and on this machine that wake-up, paid inside `writev`, cost more than
 * the rest of a read together. Here the last uncork of a connection waits for the end of the turn
 * (`setImmediate`, after the I/O callbacks that produced the answers), and all the connections that
 * have something to send send it then, one after the other: the first wakes the client, the others
 * find it awake. A turn that answers one request sends it as before, a turn later by microseconds.
 *
 * Only the server's own connections are changed (the database's are not): nothing but the moment of
 * the kernel hand-off moves; order, backpressure (`write()` still answers false past the high-water
 * mark, `drain` comes after the flush) and errors are Node's own.
 */
export function coalesceWrites(server: Server): void {
  let waiting = new Set<Socket>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const now = waiting;
    // What these writes' callbacks write in turn waits for the next turn.
    waiting = new Set();
    for (const socket of now) uncorkNow.call(socket);
  };
  server.on('connection', (socket: Socket) => {
    socket.uncork = function uncorkAtTurnEnd(this: Socket) {
      if (this.writableCorked !== 1 || this.destroyed) {
        uncorkNow.call(this);
        return;
      }
      waiting.add(this);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    };
  });
}
