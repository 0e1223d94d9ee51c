import { ChainChecker, type Failure, type PublicChain, type RevealedRound } from './chain.ts';
import { type Commitment, chainCommitments, type LogCheck, verifyCommitments } from './commitments.ts';
import { many } from './words.ts';

/** The public calls the verifier reads (documented in the server's OpenAPI at /docs). */
export const PUBLIC_CALLS = {
  chains: '/api/Game/chains',
  seeds: '/api/Game/seeds',
  commitments: '/api/Game/commitments',
} as const;

/** Rounds and commitments per page (the most the server answers). */
const PAGE = 1000;

export interface CheckOptions {
  /** The server's address, e.g. https://roundhouse.example. */
  url: string;
  chainId?: number | undefined;
  /** Only rounds with a seqno in [from, to]. */
  from?: number | undefined;
  to?: number | undefined;
  /** A log head (hash) kept from earlier: it must still be in the log. */
  head?: string | undefined;
  /** What each page is fetched with (the global fetch by default). */
  fetch?: typeof fetch;
  onProgress?: (text: string) => void;
}

export interface ChainSummary {
  chain: PublicChain;
  rounds: number;
  first: number | null;
  last: number | null;
  failures: Failure[];
}

export interface CheckSummary {
  ok: boolean;
  url: string;
  log: LogCheck;
  chains: ChainSummary[];
  rounds: number;
  /** Only rounds of a seqno range were asked for (`from`, `to`). */
  ranged: boolean;
  failures: number;
  /** The first failure (the log's, or a round's), in full. */
  firstFailure?: string | Failure;
  seconds: number;
}

/** A call refused or not answered: what the server said, or why nothing came. */
export class CallError extends Error {}

/** Options that cannot be what was meant (on the command line, a usage error): nothing is fetched. */
export class OptionError extends Error {}

function checkOptions(o: CheckOptions): void {
  if (!/^https?:\/\/[^/\s]+/i.test(o.url))
    throw new OptionError(`the server's address must start with http:// or https:// (not "${o.url}")`);
  for (const [name, value] of [
    ['chain', o.chainId],
    ['from', o.from],
    ['to', o.to],
  ] as const)
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0))
      throw new OptionError(`--${name} takes a whole number`);
  if (o.from !== undefined && o.to !== undefined && o.from > o.to)
    throw new OptionError(`--from (${o.from}) comes after --to (${o.to}): no round is in that range`);
  if (o.head !== undefined && !/^[0-9a-f]{64}$/i.test(o.head))
    throw new OptionError('--head takes a log head: 64 hex characters');
}

async function call<T>(options: CheckOptions, path: string, body: object): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.url.replace(/\/+$/, '')}${path}`;
  let answer: Response;
  try {
    answer = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new CallError(`${url}: no answer (${error instanceof Error ? error.message : String(error)})`);
  }
  const text = await answer.text();
  let envelope: { code?: unknown; data?: unknown; info?: unknown };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new CallError(`${url}: HTTP ${answer.status}, not a Roundhouse answer`);
  }
  if (envelope.code !== 1)
    throw new CallError(`${url}: refused with code ${String(envelope.code)} (${String(envelope.info)})`);
  return envelope.data as T;
}

/**
 * Downloads the public data of a server and checks it: the commitment log end to end, then every
 * revealed round of every chain (or of `chainId`, or of the seqno range), page by page.
 */
export async function checkServer(options: CheckOptions): Promise<CheckSummary> {
  checkOptions(options);
  const ranged = options.from !== undefined || options.to !== undefined;
  const started = Date.now();
  const say = options.onProgress ?? (() => {});
  const entries: Commitment[] = [];
  for (let after = 0; ; ) {
    const page = await call<{ list: Commitment[] }>(options, PUBLIC_CALLS.commitments, { after, limit: PAGE });
    entries.push(...page.list);
    if (page.list.length < PAGE) break;
    after = page.list.at(-1)?.seq ?? after;
  }
  const log = verifyCommitments(entries, options.head);
  say(`commitment log: ${many(log.entries, 'entry', 'entries')}${log.ok ? ', links hold' : ' — BROKEN'}`);
  // A broken log vouches for nothing: its commitments are then not checked (the log's failure is).
  const committed = log.ok ? chainCommitments(entries) : undefined;
  const chains = (await call<PublicChain[]>(options, PUBLIC_CALLS.chains, {})).filter(
    (c) => options.chainId === undefined || c.id === options.chainId,
  );
  if (options.chainId !== undefined && chains.length === 0)
    throw new CallError(`the server has no chain ${options.chainId}`);
  const summaries: ChainSummary[] = [];
  for (const chain of chains) {
    const checker = new ChainChecker(chain, committed ? committed.get(chain.id) : null, ranged);
    for (let after = 0; ; ) {
      const page = await call<{ list: RevealedRound[] }>(options, PUBLIC_CALLS.seeds, {
        chain_id: chain.id,
        after,
        limit: PAGE,
        ...(options.from !== undefined ? { from_seqno: options.from } : {}),
        ...(options.to !== undefined ? { to_seqno: options.to } : {}),
      });
      for (const round of page.list) checker.add(round);
      if (page.list.length < PAGE) break;
      after = page.list.at(-1)?.chain_index ?? after;
    }
    say(
      `chain ${chain.id} (game ${chain.gametype}): ${many(checker.rounds, 'round', 'rounds')}${checker.ok ? ', all hold' : ' — FAILED'}`,
    );
    summaries.push({
      chain,
      rounds: checker.rounds,
      first: checker.first,
      last: checker.last,
      failures: checker.failures,
    });
  }
  const roundFailures = summaries.flatMap((s) => s.failures);
  const firstFailure = log.failure ?? roundFailures[0];
  return {
    ok: log.ok && roundFailures.length === 0,
    url: options.url,
    log,
    chains: summaries,
    rounds: summaries.reduce((n, s) => n + s.rounds, 0),
    ranged,
    failures: roundFailures.length + (log.ok ? 0 : 1),
    ...(firstFailure ? { firstFailure } : {}),
    seconds: (Date.now() - started) / 1000,
  };
}
