import type { Server, Socket } from 'node:net';
import type { CallDef } from '@roundhouse/contract';
import { WRAPPER_TYPES } from '@roundhouse/contract/zod';
import type { FastifyRequest } from 'fastify';

/** What every call may send at least: its fields, lang and token, with room to spare. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The most any call may send (the console's articles: three languages of 100,000 characters). */
const MAX_BODY_LIMIT = 2 * 1024 * 1024;
/** What a string with no length check (only a pattern) is counted as. */
const UNBOUNDED_STRING_CHARS = 256;
/** Bytes a JSON string may take per character: 3 in UTF-8 (the BMP), 2 for an escaped quote. */
const BYTES_PER_CHAR = 3;

// biome-ignore lint/suspicious/noExplicitAny: zod's definition objects, walked for their bounds
type Def = any;

/** The `max_length` check's bound of a string or array schema, if it has one. */
function maxLength(def: Def): number | undefined {
  const bounds = ((def.checks ?? []) as Def[])
    .map((check) => check._zod.def)
    .filter((d) => d.check === 'max_length')
    .map((d) => d.maximum as number);
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

/** The most bytes a value of `schema` can take as JSON, or Infinity when it is unbounded. */
function maxBytes(schema: unknown): number {
  const def = (schema as { _zod: { def: Def } })._zod.def;
  if (WRAPPER_TYPES.has(def.type as string)) return Math.max(maxBytes(def.innerType), 4);
  switch (def.type) {
    case 'string': {
      // A string bounded only by a pattern (digits of an id, a date) is short.
      const max = maxLength(def) ?? UNBOUNDED_STRING_CHARS;
      return max * BYTES_PER_CHAR + 2;
    }
    case 'number':
    case 'int':
    case 'bigint':
      return 24;
    case 'boolean':
    case 'null':
    case 'literal':
    case 'enum':
      return 64;
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).reduce(
        (sum, [key, field]) => sum + key.length + 4 + maxBytes(field),
        2,
      );
    case 'array': {
      const max = maxLength(def);
      return max === undefined ? Number.POSITIVE_INFINITY : 2 + max * (maxBytes(def.element) + 1);
    }
    case 'tuple':
      return (def.items as unknown[]).reduce<number>((sum, item) => sum + maxBytes(item) + 1, 2);
    case 'union':
      return Math.max(...(def.options as unknown[]).map(maxBytes));
    case 'pipe':
      return maxBytes(def.in);
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/**
 * A call's body limit, from its contract: the largest body its schema allows (every text at its
 * maximum, in the widest encoding), at least DEFAULT_BODY_LIMIT, at most MAX_BODY_LIMIT.
 * An unbounded field keeps the default (the schema decides what is too long).
 */
export function bodyLimitOf(call: CallDef): number {
  const bytes = maxBytes(call.body);
  if (!Number.isFinite(bytes)) return DEFAULT_BODY_LIMIT;
  return Math.min(MAX_BODY_LIMIT, Math.max(DEFAULT_BODY_LIMIT, Math.ceil(bytes * 1.1)));
}

/**
 * A body over the limit is read and thrown away (up to `maxBytes`, for at most `maxMs`) before the
 * answer goes out, so a client still sending receives the answer instead of a broken pipe. Past
 * either bound the answer goes out anyway and the connection closes.
 */
export function discardBody(request: FastifyRequest, maxBytes = 16 * 1024 * 1024, maxMs = 10_000): Promise<boolean> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      raw.off('close', onEnd);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done(false);
    };
    const onEnd = () => done(true);
    const timer = setTimeout(() => done(false), maxMs);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onEnd);
    raw.on('close', onEnd);
    raw.resume();
  });
}

/**
 * At most `max` open connections per remote address (0: no cap — behind a load balancer every
 * connection comes from its address, so TRUST_PROXY turns the cap off). A connection over the cap
 * is closed at once.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
