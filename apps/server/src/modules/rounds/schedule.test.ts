import { describe, expect, it } from 'vitest';
import { currentSlot, type Schedule, seqnoOf, slotAt, slotIn } from './schedule.ts';

describe('round slots', () => {
  it('opens a round every duration + gap, numbered within its UTC day', () => {
    const t = Date.UTC(2026, 10, 22, 0, 2, 10); // 00:02:10
    const slot = slotAt(t, 60_000, 5_000);
    expect(slot.opensAt.getTime() % 65_000).toBe(0);
    expect(slot.closesAt.getTime() - slot.opensAt.getTime()).toBe(60_000);
    expect(slot.nextOpensAt.getTime() - slot.opensAt.getTime()).toBe(65_000);
    expect(Math.floor(slot.seqno / 100_000)).toBe(20261122);
    expect(slot.seqno % 100_000).toBeGreaterThanOrEqual(1);
  });

  it('gives consecutive slots consecutive numbers, restarting at 1 each day', () => {
    const period = 65_000;
    const first = Math.ceil(Date.UTC(2026, 10, 22) / period);
    expect(seqnoOf(first, period)).toBe(2026112200001);
    expect(seqnoOf(first + 1, period)).toBe(2026112200002);
    expect(seqnoOf(first - 1, period) % 100_000).toBeGreaterThan(1000);
    const seen = new Set<number>();
    for (let s = first - 3000; s < first + 3000; s++) seen.add(seqnoOf(s, period));
    expect(seen.size).toBe(6000);
  });

  it('keeps the slot of now per schedule, and moves on exactly at the next opening', () => {
    const schedule: Schedule = { durationMs: 60_000, gapMs: 5_000, fromMs: 0, baseIndex: 1 };
    const t = Date.UTC(2026, 10, 22, 0, 2, 10);
    const slot = currentSlot(schedule, t);
    expect(slot).toEqual(slotIn(schedule, t));
    const opens = slot.opensAt.getTime();
    const next = slot.nextOpensAt.getTime();
    expect(currentSlot(schedule, opens)).toBe(slot);
    expect(currentSlot(schedule, next - 1)).toBe(slot);
    expect(currentSlot(schedule, next)).toEqual(slotIn(schedule, next));
    expect(currentSlot(schedule, next).seqno).toBe(slot.seqno + 1);
    // Back in time (a test's clock) and a changed schedule are answered afresh.
    expect(currentSlot(schedule, opens - 1)).toEqual(slotIn(schedule, opens - 1));
    const changed = { ...schedule, gapMs: 10_000 };
    expect(currentSlot(changed, t)).toEqual(slotIn(changed, t));
  });
});
