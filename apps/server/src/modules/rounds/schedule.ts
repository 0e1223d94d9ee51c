/**
 * Rounds sit on fixed time slots: slot s opens at s × period and closes `duration` later, then the
 * gap runs until the next slot (DESIGN.md §6). Slots come from the clock alone, so any process
 * computes the same round for the same moment, and (game type, seqno) is a natural unique key.
 */
export interface Slot {
  slot: number;
  opensAt: Date;
  closesAt: Date;
  nextOpensAt: Date;
  seqno: number;
}

export function slotAt(now: number, durationMs: number, gapMs: number): Slot {
  const period = durationMs + gapMs;
  const slot = Math.floor(now / period);
  const opens = slot * period;
  return {
    slot,
    opensAt: new Date(opens),
    closesAt: new Date(opens + durationMs),
    nextOpensAt: new Date(opens + period),
    seqno: seqnoOf(slot, period),
  };
}

/** yyyymmdd × 100000 + the slot's number within its UTC day (from 1): 2026112200042. */
export function seqnoOf(slot: number, periodMs: number): number {
  const opens = new Date(slot * periodMs);
  const dayStart = Date.UTC(opens.getUTCFullYear(), opens.getUTCMonth(), opens.getUTCDate());
  const index = slot - Math.ceil(dayStart / periodMs) + 1;
  const ymd = opens.getUTCFullYear() * 10_000 + (opens.getUTCMonth() + 1) * 100 + opens.getUTCDate();
  return ymd * 100_000 + index;
}
