import { sha256Hex } from './fairness.ts';

/**
 * The commitment log (issue 27): append-only, newest last. Each entry publishes a chain's terminal
 * hash (and its salt once set) before the chain's first round, and carries the SHA-256 of the entry
 * before it, so the last entry's hash (the head) vouches for everything before it. An operator
 * publishes the head somewhere they cannot change later (a timestamp authority, a public post); a
 * player who kept a head checks that the log still contains it.
 */
export interface Commitment {
  seq: number;
  /** `chain`: a new chain (its salt too, when already fixed); `salt`: a chain's salt, set later. */
  kind: 'chain' | 'salt';
  chain_id: number;
  gametype: number;
  terminal_hash: string;
  length: number;
  salt: string;
  salt_origin: string;
  /** When the server wrote the entry (ISO 8601, milliseconds, UTC). */
  created_at: string;
  /** The previous entry's hash (64 zeros for the first). */
  prev: string;
  hash: string;
}

export const GENESIS = '0'.repeat(64);

/** The entry's hash: SHA-256 of its fields as a JSON array, in this order, `prev` last. */
export function commitmentHash(entry: Omit<Commitment, 'hash'>): string {
  return sha256Hex(
    JSON.stringify([
      entry.seq,
      entry.kind,
      entry.chain_id,
      entry.gametype,
      entry.terminal_hash,
      entry.length,
      entry.salt,
      entry.salt_origin,
      entry.created_at,
      entry.prev,
    ]),
  );
}

export interface LogCheck {
  ok: boolean;
  entries: number;
  head: { seq: number; hash: string } | null;
  /** The first broken link, in words; undefined when the log holds. */
  failure?: string;
}

/**
 * Checks the whole log: numbered 1, 2, 3, … without a gap, each entry's hash recomputed, each
 * `prev` the hash before it; with `knownHead`, that a head kept from earlier is still in the log.
 */
export function verifyCommitments(entries: readonly Commitment[], knownHead?: string): LogCheck {
  let prev = GENESIS;
  for (const [i, entry] of entries.entries()) {
    const fail = (failure: string): LogCheck => ({ ok: false, entries: entries.length, head: null, failure });
    if (entry.seq !== i + 1)
      return fail(`commitment log: entry ${i + 1} is numbered ${entry.seq} (an entry was removed or inserted)`);
    if (entry.prev !== prev)
      return fail(
        `commitment log: entry ${entry.seq} does not link to the entry before it (prev ${entry.prev}, expected ${prev})`,
      );
    const hash = commitmentHash(entry);
    if (hash !== entry.hash)
      return fail(`commitment log: entry ${entry.seq} was changed (its hash is ${hash}, the log says ${entry.hash})`);
    prev = hash;
  }
  const last = entries.at(-1);
  const head = last ? { seq: last.seq, hash: last.hash } : null;
  if (knownHead && !entries.some((e) => e.hash === knownHead.toLowerCase()))
    return {
      ok: false,
      entries: entries.length,
      head,
      failure: `commitment log: the head you kept (${knownHead}) is no longer in the log (it was rewritten)`,
    };
  return { ok: true, entries: entries.length, head };
}

/** What the log committed for one chain: its terminal hash and when, its salt and when (if ever). */
export interface ChainCommitment {
  terminalHash: string;
  length: number;
  gametype: number;
  committedAt: number;
  salt?: { salt: string; origin: string; at: number };
}

/** Each chain's commitment, from a log already checked by verifyCommitments. */
export function chainCommitments(entries: readonly Commitment[]): Map<number, ChainCommitment> {
  const chains = new Map<number, ChainCommitment>();
  for (const e of entries) {
    const at = Date.parse(e.created_at);
    const known = chains.get(e.chain_id);
    if (e.kind === 'chain' && !known) {
      chains.set(e.chain_id, {
        terminalHash: e.terminal_hash,
        length: e.length,
        gametype: e.gametype,
        committedAt: at,
        ...(e.salt ? { salt: { salt: e.salt, origin: e.salt_origin, at } } : {}),
      });
    } else if (e.kind === 'salt' && known && !known.salt) {
      known.salt = { salt: e.salt, origin: e.salt_origin, at };
    }
  }
  return chains;
}
