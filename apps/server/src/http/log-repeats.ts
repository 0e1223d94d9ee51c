/**
 * One line for a storm of one failure. The first of a kind is logged; the next ones within
 * `windowMs` are only counted, and the first after the window is logged with that count. A database
 * away for a minute under load (every request answers "busy", the scheduler fails every second)
 * writes a few lines a minute, not megabytes.
 */
export class LogRepeats {
  private readonly kinds = new Map<string, { until: number; skipped: number }>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Undefined when this one is only counted; else how many of its kind were not logged before it. */
  take(kind: string): { skipped: number } | undefined {
    const at = this.now();
    const seen = this.kinds.get(kind);
    if (seen && at < seen.until) {
      seen.skipped += 1;
      return undefined;
    }
    // A bounded map: kinds are few (messages of failures), but never let it grow without end.
    if (!seen && this.kinds.size >= 100) this.kinds.clear();
    this.kinds.set(kind, { until: at + this.windowMs, skipped: 0 });
    return { skipped: seen?.skipped ?? 0 };
  }

  /** An error handler that logs `what` once per window for each kind of error (its message). */
  static errors(what: string, log: (error: unknown, message: string) => void): (error: unknown) => void {
    const repeats = new LogRepeats();
    return (error) => {
      const logged = repeats.take(error instanceof Error ? error.message : String(error));
      if (logged) log(error, LogRepeats.say(what, logged.skipped));
    };
  }

  /** The message to log with the count of those not logged since the last (none: as it is). */
  static say(message: string, skipped: number, windowMs = 10_000): string {
    return skipped ? `${message} (and ${skipped} more like it in the ${windowMs / 1000} s before)` : message;
  }
}
