import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

/** What pg does for each new connection's SCRAM sign-in: a PBKDF2 on libuv's thread pool. */
async function scramDerivation(): Promise<void> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('pw'), 'PBKDF2', false, ['deriveBits']);
  await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(16), iterations: 4096 },
    key,
    256,
  );
}

describe('password hashing under a burst', () => {
  it('leaves the thread pool free for the rest of the process: a new connection’s sign-in does not wait behind 40 hashes', async () => {
    let finished = 0;
    const hashes = Array.from({ length: 40 }, (_, i) => hashPassword(`Burst${i}pass`).finally(() => finished++));
    await scramDerivation();
    const doneBefore = finished;
    const made = await Promise.all(hashes);
    // Queued on the pool itself, the derivation came after all 40 (36 or more were done).
    expect(doneBefore).toBeLessThan(10);
    expect(new Set(made).size).toBe(40);
    expect(await verifyPassword(made[7] as string, 'Burst7pass')).toBe(true);
    expect(await verifyPassword(made[7] as string, 'Burst8pass')).toBe(false);
  });
});
