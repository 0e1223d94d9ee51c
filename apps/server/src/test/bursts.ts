import { type CallDef, getconfig } from '@roundhouse/contract';
import { expect } from 'vitest';
import { hashPassword } from '../modules/auth/passwords.ts';

type Answer = { code: number; data: { errCode?: number } | null };

/**
 * Bursts at a test server listening on `base()` (burst.test.ts, issue 22 faults 1 and 2): `size`
 * parallel copies of one call while another client asks getconfig and /readyz, and what every
 * burst must show.
 */
export function bursts(base: () => string, size: number) {
  async function post(path: string, body: Record<string, unknown>): Promise<Answer> {
    const response = await fetch(`${base()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return (await response.json()) as Answer;
  }

  /** Fires `size` copies of one call and, meanwhile, getconfig and /readyz every 50 ms. */
  async function burst(call: CallDef, body: (i: number) => Record<string, unknown>) {
    const started = Date.now();
    let probing = true;
    const probes: number[] = [];
    const probe = (async () => {
      while (probing) {
        const at = Date.now();
        const [config, ready] = await Promise.all([
          post(getconfig.path, {}),
          fetch(`${base()}/readyz`, { signal: AbortSignal.timeout(5000) }),
        ]);
        expect(config.code).toBe(1);
        expect(ready.status).toBe(200);
        probes.push(Date.now() - at);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const answers = await Promise.all(Array.from({ length: size }, (_, i) => post(call.path, body(i))));
    const took = Date.now() - started;
    probing = false;
    await probe;
    return { answers, took, slowestProbe: Math.max(...probes) };
  }

  /**
   * What the password hashing of a burst takes side by side on this machine (`perRequest` hashes a
   * request), measured on a tenth of it. A burst of calls that hash is bounded by 5 s or twice this:
   * that much work is the machine's cores' whatever the server does.
   */
  async function hashingMs(perRequest: number): Promise<number> {
    const sample = size / 10;
    const started = Date.now();
    await Promise.all(Array.from({ length: perRequest * sample }, (_, i) => hashPassword(`Measure${i}2026`)));
    return ((Date.now() - started) * size) / sample;
  }

  /**
   * What every burst must show: each copy answered with success or a catalogue error (never a hang,
   * never an answer without a code, never "busy" (1014) from a wedged or exhausted pool), all of them
   * within 5 s (or `within`), and getconfig and readyz within 1 s meanwhile.
   */
  function expectAnswered({ answers, took, slowestProbe }: Awaited<ReturnType<typeof burst>>, within = 5000) {
    expect(answers).toHaveLength(size);
    for (const answer of answers) expect(answer.code === 1 || typeof answer.data?.errCode === 'number').toBe(true);
    expect(answers.filter((a) => a.data?.errCode === 1014)).toEqual([]);
    expect(took).toBeLessThan(within);
    expect(slowestProbe).toBeLessThan(1000);
    return answers;
  }

  return { post, burst, hashingMs, expectAnswered };
}
