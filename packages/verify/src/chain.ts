import type { ChainCommitment } from './commitments.ts';
import { drawNumbers, fromHex, hashSeed, isSeedHex, toHex } from './fairness.ts';
import { drawRule } from './rules.ts';

/** A chain as the public API lists it (never its secret top seed). */
export interface PublicChain {
  id: number;
  gametype: number;
  terminal_hash: string;
  salt: string;
  salt_origin: string;
  length: number;
  created_at: string;
}

/** A drawn round as the public API reveals it. */
export interface RevealedRound {
  seqno: number;
  chain_index: number;
  /** SHA-256 of this round's seed, published before the round opened (= the previous seed). */
  commit_hash: string;
  seed: string;
  numbers: number[];
  sum: number;
  opens_at: string;
}

export interface Failure {
  chain_id: number;
  /** The round, or null for the chain as a whole. */
  seqno: number | null;
  chain_index: number | null;
  message: string;
  /** What was computed and what was published, side by side. */
  details: [string, string][];
}

/** At most this many failures are kept per chain (the first one is the one that matters). */
const KEEP = 50;

/**
 * Checks one chain's revealed rounds in chain order, as many at a time as a page brings. For each
 * round: the seed hashes to the commitment published before it opened; the seeds link back, round
 * by round, to the chain's terminal hash (so no seed was used twice or out of turn); no index is
 * missing (a round skipped or re-drawn); the numbers and the sum follow from seed and salt; and,
 * given the commitment log, the chain (and its salt) was committed before the round opened.
 */
export class ChainChecker {
  readonly failures: Failure[] = [];
  rounds = 0;
  first: number | null = null;
  last: number | null = null;
  /** The last seed known good and its index: the terminal hash is seed 0. */
  private known: { index: number; seed: Uint8Array };
  /** The index of the last round seen (good or not). */
  private lastIndex = 0;

  constructor(
    readonly chain: PublicChain,
    /** From the commitment log; null to skip those checks (no log given), undefined: not in the log. */
    private readonly commitment: ChainCommitment | null | undefined,
    /** A range of the chain: rounds before the first one checked are not missing, just not asked for. */
    private readonly range = false,
  ) {
    this.known = { index: 0, seed: isSeedHex(chain.terminal_hash) ? fromHex(chain.terminal_hash) : new Uint8Array(32) };
    const fail = (message: string, details: [string, string][] = []) => this.fail(null, message, details);
    if (!drawRule(chain.gametype))
      fail(`chain ${chain.id} is of game type ${chain.gametype}, which this verifier does not know`);
    if (!isSeedHex(chain.terminal_hash)) fail(`chain ${chain.id}'s terminal hash is not 64 hex characters`);
    if (commitment === undefined) {
      fail(`chain ${chain.id} is not in the commitment log: it was never committed`);
    } else if (commitment) {
      if (commitment.terminalHash !== chain.terminal_hash)
        fail(`chain ${chain.id}'s terminal hash differs from the one committed in the log (the chain was swapped)`, [
          ['committed', commitment.terminalHash],
          ['served now', chain.terminal_hash],
        ]);
      if (commitment.gametype !== chain.gametype || commitment.length !== chain.length)
        fail(`chain ${chain.id}'s game type or length differs from the commitment log`);
      if (chain.salt && commitment.salt?.salt !== chain.salt)
        fail(`chain ${chain.id}'s salt differs from the one committed in the log`, [
          ['committed', commitment.salt?.salt ?? '(none)'],
          ['served now', chain.salt],
        ]);
    }
  }

  get ok(): boolean {
    return this.failures.length === 0;
  }

  /** Checks the next round of the chain (rounds come in chain order). */
  add(round: RevealedRound): void {
    this.rounds += 1;
    this.first ??= round.seqno;
    this.last = round.seqno;
    const fail = (message: string, details: [string, string][] = []) => this.fail(round, message, details);
    const k = round.chain_index;
    if (!isSeedHex(round.seed)) {
      fail('the revealed seed is not 64 lowercase hex characters', [['seed', String(round.seed)]]);
      return;
    }
    if (!Number.isInteger(k) || k < 1 || k > this.chain.length) {
      fail(`the round's index ${k} is outside its chain of ${this.chain.length}`);
      return;
    }
    if (k <= this.lastIndex) {
      fail(`index ${k} comes again after index ${this.lastIndex} (a round drawn twice)`);
      return;
    }
    const firstOfRange = this.range && this.rounds === 1;
    const previous = this.lastIndex;
    this.lastIndex = k;
    const seed = fromHex(round.seed);
    const hash = toHex(hashSeed(seed));
    if (hash !== round.commit_hash)
      fail("the revealed seed does not hash to the round's published commitment", [
        ['SHA-256(seed)', hash],
        ['commitment', round.commit_hash],
      ]);
    if (k > previous + 1 && !firstOfRange)
      fail(
        `rounds ${previous + 1}–${k - 1} of the chain are missing (seeds used without a published round: skipped or re-drawn)`,
      );
    // The seed, hashed once per step back, must reach the last seed known good (or the terminal hash).
    let back = seed;
    for (let i = k; i > this.known.index; i--) back = hashSeed(back);
    if (toHex(back) !== toHex(this.known.seed)) {
      fail(
        this.known.index === 0
          ? "the seed does not lead back to the chain's terminal hash (a seed from outside the chain)"
          : `the seed does not lead back to the seed of index ${this.known.index} (the round was re-drawn)`,
        [
          [`SHA-256^${k - this.known.index}(seed)`, toHex(back)],
          [this.known.index === 0 ? 'terminal hash' : `seed ${this.known.index}`, toHex(this.known.seed)],
        ],
      );
    } else {
      this.known = { index: k, seed };
    }
    const numbers = drawNumbers(seed, this.chain.salt, this.chain.gametype);
    if (numbers.some((n, i) => n !== round.numbers[i]))
      fail('the numbers do not follow from the seed and the salt', [
        ['computed', numbers.join(' ')],
        ['published', round.numbers.join(' ')],
      ]);
    const sum = numbers[0] + numbers[1] + numbers[2];
    if (round.sum !== sum)
      fail("the round's sum is not the sum of its numbers", [
        ['computed', String(sum)],
        ['published', String(round.sum)],
      ]);
    const opened = Date.parse(round.opens_at);
    const c = this.commitment;
    if (c && c.committedAt > opened)
      fail('the chain was committed after this round opened', [
        ['committed', new Date(c.committedAt).toISOString()],
        ['opened', round.opens_at],
      ]);
    else if (c?.salt && c.salt.at > opened)
      fail("the chain's salt was committed after this round opened", [
        ['committed', new Date(c.salt.at).toISOString()],
        ['opened', round.opens_at],
      ]);
  }

  private fail(round: RevealedRound | null, message: string, details: [string, string][]): void {
    if (this.failures.length < KEEP)
      this.failures.push({
        chain_id: this.chain.id,
        seqno: round?.seqno ?? null,
        chain_index: round?.chain_index ?? null,
        message,
        details,
      });
  }
}

/**
 * Checks a run of one chain's rounds at once (the library's one-call form of ChainChecker): the
 * run may start anywhere in the chain; from its first round on, no index may be missing.
 */
export function verifyChainSegment(
  chain: PublicChain,
  rounds: readonly RevealedRound[],
  commitment: ChainCommitment | null | undefined = null,
): { ok: boolean; rounds: number; failures: Failure[] } {
  const checker = new ChainChecker(chain, commitment, true);
  for (const round of [...rounds].sort((a, b) => a.chain_index - b.chain_index)) checker.add(round);
  return { ok: checker.ok, rounds: checker.rounds, failures: checker.failures };
}

/** A failure as the CLI and the page print it. */
export function describeFailure(f: Failure): string {
  const where =
    f.seqno === null ? `chain ${f.chain_id}` : `round ${f.seqno} (chain ${f.chain_id}, index ${f.chain_index})`;
  return [`${where}: ${f.message}`, ...f.details.map(([k, v]) => `    ${k}: ${v}`)].join('\n');
}
