import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './use-room-events';

describe('reconnecting a lost socket', () => {
  it('backs off 0.5, 1, 2 … 30 s, and comes back at once from a restarting process (1012)', () => {
    for (let i = 0; i < 50; i++) {
      expect(reconnectDelay(0, 1006)).toBeGreaterThanOrEqual(500);
      expect(reconnectDelay(0, 1006)).toBeLessThanOrEqual(1000);
      expect(reconnectDelay(3, 1006)).toBeGreaterThanOrEqual(4000);
      expect(reconnectDelay(3, 1006)).toBeLessThanOrEqual(8000);
      expect(reconnectDelay(20, 1006)).toBeLessThanOrEqual(30_000);
      expect(reconnectDelay(20, 1006)).toBeGreaterThanOrEqual(15_000);
      expect(reconnectDelay(0, 1012)).toBeLessThanOrEqual(250);
      expect(reconnectDelay(1, 1012)).toBeGreaterThanOrEqual(1000);
    }
  });
});
