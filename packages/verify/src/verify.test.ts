import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChainChecker, describeFailure, type PublicChain, type RevealedRound, verifyChainSegment } from './chain.ts';
import { checkServer, OptionError } from './check-server.ts';
import { type Commitment, chainCommitments, commitmentHash, GENESIS, verifyCommitments } from './commitments.ts';
import { drawNumbers, fromHex } from './fairness.ts';
import { pageLanguage, TEXTS } from './texts.ts';

/** A chain made here the way the server makes one, with Node's crypto (independent of the code under test). */
function makeChain(id: number, gametype: 1 | 2, length: number, top: string, salt = 'salt-1') {
  const seeds: Buffer[] = [Buffer.from(top, 'hex')];
  for (let i = 0; i < length; i++)
    seeds.unshift(
      createHash('sha256')
        .update(seeds[0] as Buffer)
        .digest(),
    );
  // seeds[k] is s_k; seeds[0] the terminal hash.
  const chain: PublicChain = {
    id,
    gametype,
    terminal_hash: (seeds[0] as Buffer).toString('hex'),
    salt,
    salt_origin: 'demo',
    length,
    created_at: '2026-11-27T00:00:00.000Z',
  };
  const rounds: RevealedRound[] = [];
  for (let k = 1; k <= Math.min(30, length); k++) {
    const seed = (seeds[k] as Buffer).toString('hex');
    const numbers = drawNumbers(fromHex(seed), salt, gametype);
    rounds.push({
      seqno: 2026112700000 + k,
      chain_index: k,
      commit_hash: (seeds[k - 1] as Buffer).toString('hex'),
      seed,
      numbers,
      sum: numbers[0] + numbers[1] + numbers[2],
      opens_at: new Date(Date.parse('2026-11-27T00:01:00.000Z') + k * 60_000).toISOString(),
    });
  }
  return { chain, rounds, seeds };
}

function log(chains: PublicChain[], at = '2026-11-27T00:00:00.000Z'): Commitment[] {
  let prev = GENESIS;
  return chains.map((c, i) => {
    const entry = {
      seq: i + 1,
      kind: 'chain' as const,
      chain_id: c.id,
      gametype: c.gametype,
      terminal_hash: c.terminal_hash,
      length: c.length,
      salt: c.salt,
      salt_origin: c.salt_origin,
      created_at: at,
      prev,
    };
    prev = commitmentHash(entry);
    return { ...entry, hash: prev };
  });
}

const TOP = 'ab'.repeat(32);

describe('the verifier', () => {
  it('passes a whole honest chain, and a segment starting mid-chain', () => {
    const { chain, rounds } = makeChain(1, 1, 100, TOP);
    const committed = chainCommitments(log([chain])).get(1);
    expect(verifyChainSegment(chain, rounds, committed)).toEqual({ ok: true, rounds: 30, failures: [] });
    expect(verifyChainSegment(chain, rounds.slice(12, 20), committed).ok).toBe(true);
  });

  it('fails a changed seed, a changed result, a re-drawn round, a gap and a swapped chain with the right message', () => {
    const { chain, rounds } = makeChain(2, 2, 100, TOP);
    const committed = chainCommitments(log([chain])).get(2);
    const first = (changed: RevealedRound[], c = chain) => {
      const result = verifyChainSegment(c, changed, committed);
      expect(result.ok).toBe(false);
      return describeFailure(result.failures[0] as never);
    };
    const seedChanged = rounds.map((r, i) => (i === 9 ? { ...r, seed: 'cd'.repeat(32) } : r));
    expect(first(seedChanged)).toContain(
      "round 2026112700010 (chain 2, index 10): the revealed seed does not hash to the round's published commitment",
    );

    const resultChanged = rounds.map((r, i) => (i === 4 ? { ...r, numbers: [1, 1, 1], sum: 3 } : r));
    expect(first(resultChanged)).toContain('index 5): the numbers do not follow from the seed and the salt');

    // Re-drawn: a fresh seed with a commitment and numbers that agree with it, in round 7's place.
    const other = 'ef'.repeat(32);
    const redrawn = rounds.map((r, i) => {
      if (i !== 6) return r;
      const numbers = drawNumbers(fromHex(other), chain.salt, 2);
      return {
        ...r,
        seed: other,
        commit_hash: createHash('sha256').update(Buffer.from(other, 'hex')).digest('hex'),
        numbers,
        sum: numbers[0] + numbers[1] + numbers[2],
      };
    });
    const redrawnResult = verifyChainSegment(chain, redrawn, committed);
    expect(redrawnResult.failures.map((f) => f.chain_index)).toEqual([7]);
    expect(redrawnResult.failures[0]?.message).toBe(
      'the seed does not lead back to the seed of index 6 (the round was re-drawn)',
    );

    const gap = rounds.filter((_, i) => i !== 14);
    const whole = new ChainChecker(chain, committed);
    for (const r of rounds.slice(3)) whole.add(r);
    expect(whole.failures[0]?.message).toMatch(/^rounds 1–3 of the chain are missing/);
    expect(first(gap)).toContain('rounds 15–15 of the chain are missing');

    // Swapped: a whole other chain served under the committed one's id.
    const swapped = makeChain(2, 2, 100, '12'.repeat(32));
    expect(first(swapped.rounds, swapped.chain)).toBe(
      "chain 2: chain 2's terminal hash differs from the one committed in the log (the chain was swapped)\n" +
        `    committed: ${chain.terminal_hash}\n    served now: ${swapped.chain.terminal_hash}`,
    );
  });

  it('fails a chain committed after its round opened, or never committed', () => {
    const { chain, rounds } = makeChain(3, 1, 50, TOP);
    const late = chainCommitments(log([chain], '2026-11-27T00:05:30.000Z')).get(3);
    const result = verifyChainSegment(chain, rounds, late);
    expect(result.failures[0]?.message).toBe('the chain was committed after this round opened');
    expect(result.failures[0]?.chain_index).toBe(1);
    expect(result.failures.map((f) => f.chain_index)).toEqual([1, 2, 3, 4]);
    expect(new ChainChecker(chain, undefined).failures[0]?.message).toBe(
      'chain 3 is not in the commitment log: it was never committed',
    );
  });

  it('checks the commitment log: links, numbering, changed entries, and a head kept from earlier', () => {
    const chains = [makeChain(1, 1, 10, TOP).chain, makeChain(2, 2, 10, TOP).chain, makeChain(3, 1, 10, TOP).chain];
    const entries = log(chains);
    expect(verifyCommitments(entries, entries[1]?.hash)).toMatchObject({ ok: true, entries: 3, head: { seq: 3 } });
    const changed = entries.map((e, i) => (i === 1 ? { ...e, terminal_hash: 'ff'.repeat(32) } : e));
    expect(verifyCommitments(changed).failure).toMatch(/^commitment log: entry 2 was changed/);
    expect(verifyCommitments([entries[0], entries[2]] as Commitment[]).failure).toMatch(/entry 2 is numbered 3/);
    // A log rewritten from scratch holds on its own, but no longer contains the head kept earlier.
    const rewritten = log([chains[0] as PublicChain, makeChain(2, 2, 10, '34'.repeat(32)).chain]);
    expect(verifyCommitments(rewritten).ok).toBe(true);
    expect(verifyCommitments(rewritten, entries[1]?.hash).failure).toMatch(/no longer in the log/);
  });

  it('refuses options that cannot be what was meant before it asks the server anything', async () => {
    const asked: string[] = [];
    const fetch = async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response('{}');
    };
    const url = 'http://127.0.0.1:9';
    for (const [options, message] of [
      [{ url: 'example.org' }, /must start with http:\/\/ or https:\/\//],
      [{ url: 'ftp://example.org' }, /must start with http:\/\/ or https:\/\//],
      [{ url, from: 9, to: 3 }, /--from \(9\) comes after --to \(3\)/],
      [{ url, chainId: -1 }, /--chain takes a whole number/],
      [{ url, from: Number.NaN }, /--from takes a whole number/],
      [{ url, to: 1.5 }, /--to takes a whole number/],
      [{ url, head: 'abc' }, /--head takes a log head: 64 hex characters/],
    ] as const) {
      const check = checkServer({ ...options, fetch: fetch as typeof globalThis.fetch });
      await expect(check, JSON.stringify(options)).rejects.toThrow(OptionError);
      await expect(check).rejects.toThrow(message);
    }
    expect(asked).toEqual([]);
  });

  it('draws as an independent HMAC implementation does', () => {
    const seed = '0f'.repeat(32);
    const d = createHmac('sha256', Buffer.from(seed, 'hex')).update('salt-1').digest();
    const n = 10;
    const limit = Math.floor(2 ** 32 / n) * n;
    const expected: number[] = [];
    for (let i = 0; i < 32 && expected.length < 3; i += 4)
      if (d.readUInt32BE(i) < limit) expected.push(d.readUInt32BE(i) % n);
    expect(drawNumbers(fromHex(seed), 'salt-1', 1)).toEqual(expected);
  });
});

describe("verify.html's own words", () => {
  it('are there in every language, with the same placeholders', () => {
    const keys = Object.keys(TEXTS.en).sort();
    for (const texts of Object.values(TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) {
        const value = texts[key as keyof typeof texts];
        expect(value.trim()).not.toBe('');
        expect(value.match(/\{\w+\}/g)?.sort()).toEqual(
          TEXTS.en[key as keyof typeof TEXTS.en].match(/\{\w+\}/g)?.sort(),
        );
      }
    }
  });

  it("follow the browser's language: Traditional for Taiwan, Hong Kong and Macau", () => {
    expect(['zh-TW', 'zh-HK', 'zh-Hant-TW', 'zh-MO'].map(pageLanguage)).toEqual(['zh-TW', 'zh-TW', 'zh-TW', 'zh-TW']);
    expect(['zh-CN', 'zh', 'zh-SG'].map(pageLanguage)).toEqual(['zh-CN', 'zh-CN', 'zh-CN']);
    expect(['en-US', 'fr-FR', ''].map(pageLanguage)).toEqual(['en', 'en', 'en']);
  });
});
