import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many argon2 operations run at once. They run on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which the database driver's own sign-in to PostgreSQL
 * (SCRAM's PBKDF2), file reads and compression share: a burst of 100 sign-ins queued there made a
 * new pool connection wait behind every one of them, past the pool's acquire timeout (1014). Held
 * here instead, at most one fewer than the pool's threads (and no more than the cores, which they
 * fill anyway), the rest of the process still gets a thread at once.
 */
const AT_ONCE = Math.max(1, Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE || 4) - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((start) => waiting.push(start));
  else running++;
  try {
    return await work();
  } finally {
    // The next one takes this one's place (running stays), or the place is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification, so an unknown user answers no faster than a known one. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

/**
 * The most common passwords that fit our 6-16 letters-and-digits rule (DESIGN.md §7), from the
 * published top-password lists; compared case-insensitively.
 */
const COMMON = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234567 111111 1234567890 123123 abc123 000000
  password1 iloveyou 1q2w3e4r 666666 654321 qwerty123 1qaz2wsx 123321 aa123456 987654321 555555
  qwertyuiop 7777777 112233 123qwe 888888 121212 654321 a123456 123456a 147258369 159753
  passw0rd qazwsx trustno1 dragon monkey letmein football baseball master sunshine princess
  welcome shadow superman michael 1234qwer zxcvbnm asdfgh asdfghjkl 11111111 123abc 1q2w3e
  admin123 admin1234 password123 qwe123 abcd1234 abcdef 12341234 5201314 woaini 520520 woaini1314
  123654 159357 147258 789456 456789 999999 222222 333333 444444 100200 a12345 a123456789`.split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
