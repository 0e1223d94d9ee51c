/**
 * Requests that would wait for each other on one lock in the database (a member's advisory lock,
 * the staff accounts' lock) take turns in this process first: waiting here, in memory, they hold
 * no pool connection, so a burst of them never takes the pool from everyone else, nor waits past
 * the pool's acquire timeout (issue 22). Each key is its own line; a failed turn does not stop the
 * next one.
 */
export class Turns<K> {
  /** Each key's last turn in this process: the next one starts after it. */
  private readonly last = new Map<K, Promise<unknown>>();

  run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const mine = (this.last.get(key) ?? Promise.resolve()).then(work, work);
    const done = mine.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(key, done);
    void done.then(() => {
      if (this.last.get(key) === done) this.last.delete(key);
    });
    return mine;
  }
}
