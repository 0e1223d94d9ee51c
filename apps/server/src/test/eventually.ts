/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it holds or `ms` have passed, and answers whether it held:
 * for what crosses a process or a connection (a notification, a reconnect) and has no event to await.
 */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 3000, everyMs = 25): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return check();
}
