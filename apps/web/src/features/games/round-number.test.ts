import { describe, expect, it } from 'vitest';
import { roundNumberOf } from './round-number';

describe('a round number from an address', () => {
  it('takes the digits of a round number', () => {
    expect(roundNumberOf('2026120200031')).toBe(2026120200031);
    expect(roundNumberOf('5')).toBe(5);
  });

  it('is none for what can be no round: letters, 0, a fraction, past a safe integer', () => {
    for (const text of [
      null,
      undefined,
      '',
      'abc',
      '0',
      '1.5',
      '-3',
      '1e5',
      '99999999999999999999',
      '9007199254740993',
    ]) {
      expect(roundNumberOf(text), String(text)).toBeUndefined();
    }
  });
});
