/**
 * Rounds sit on fixed time slots: slot k of a schedule opens at from + k × period and closes
 * `duration` later, then the gap runs until the next slot (DESIGN.md §6). Slots come from the clock
 * alone, so any process computes the same round for the same moment, and (game type, seqno) is a
 * natural unique key. An operator's new times start a new schedule at the next slot of the old one
 * (issue 12); its seqnos go on from the old one's within that day.
 */
export interface Slot {
  slot: number;
  opensAt: Date;
  closesAt: Date;
  nextOpensAt: Date;
  seqno: number;
}

/** One game type's times from `fromMs` on; `baseIndex` is the day's index of its first slot. */
export interface Schedule {
  durationMs: number;
  gapMs: number;
  fromMs: number;
  baseIndex: number;
}

export function slotAt(now: number, durationMs: number, gapMs: number): Slot {
  return slotIn({ durationMs, gapMs, fromMs: 0, baseIndex: 1 }, now);
}

export function slotIn(schedule: Schedule, now: number): Slot {
  const period = schedule.durationMs + schedule.gapMs;
  const slot = Math.floor((now - schedule.fromMs) / period);
  const opens = schedule.fromMs + slot * period;
  return {
    slot,
    opensAt: new Date(opens),
    closesAt: new Date(opens + schedule.durationMs),
    nextOpensAt: new Date(opens + period),
    seqno: seqnoIn(schedule, slot),
  };
}

const lastSlot = new WeakMap<Schedule, Slot>();

/**
 * `slotIn`, the last answer kept per schedule: every room read asks for the slot of now, which
 * changes once a period. A schedule is a new object when operators change the times.
 */
export function currentSlot(schedule: Schedule, now: number): Slot {
  const kept = lastSlot.get(schedule);
  if (kept !== undefined && now >= kept.opensAt.getTime() && now < kept.nextOpensAt.getTime()) return kept;
  const slot = Object.freeze(slotIn(schedule, now));
  lastSlot.set(schedule, slot);
  return slot;
}

/** The schedule of a list (oldest first) in force at `now`. */
export function scheduleAt(schedules: readonly Schedule[], now: number): Schedule {
  let found = schedules[0] as Schedule;
  for (const s of schedules) if (s.fromMs <= now) found = s;
  return found;
}

/** yyyymmdd × 100000 + the slot's number within its UTC day (from 1): 2026112200042. */
export function seqnoIn(schedule: Schedule, slot: number): number {
  const period = schedule.durationMs + schedule.gapMs;
  const opens = new Date(schedule.fromMs + slot * period);
  const dayStart = Date.UTC(opens.getUTCFullYear(), opens.getUTCMonth(), opens.getUTCDate());
  const ymd = opens.getUTCFullYear() * 10_000 + (opens.getUTCMonth() + 1) * 100 + opens.getUTCDate();
  // The schedule's first day goes on from the index its first slot took over.
  if (dayStart <= schedule.fromMs) return ymd * 100_000 + schedule.baseIndex + slot;
  const first = Math.ceil((dayStart - schedule.fromMs) / period);
  return ymd * 100_000 + slot - first + 1;
}

/** The schedule `next` times start at the slot after `now` of the one in force. */
export function nextSchedule(current: Schedule, now: number, durationMs: number, gapMs: number): Schedule {
  const upcoming = slotIn(current, now).slot + 1;
  return {
    durationMs,
    gapMs,
    fromMs: current.fromMs + upcoming * (current.durationMs + current.gapMs),
    baseIndex: seqnoIn(current, upcoming) % 100_000,
  };
}

/** The old name (tests): a schedule from the epoch. */
export function seqnoOf(slot: number, periodMs: number): number {
  return seqnoIn({ durationMs: periodMs, gapMs: 0, fromMs: 0, baseIndex: 1 }, slot);
}
