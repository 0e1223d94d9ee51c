import { describe, expect, it } from 'vitest';
import { usdText } from './amount-text';

describe('a USD amount as typed', () => {
  it('drops thousands separators, as the placeholders write amounts', () => {
    expect(usdText('100,000')).toBe('100000');
    expect(usdText('1,500,000.50')).toBe('1500000.50');
    expect(usdText('$ 250')).toBe('250');
  });

  it('refuses a keystroke that makes it no amount: the field keeps its text', () => {
    expect(usdText('10.005')).toBeNull();
    expect(usdText('1.2.3')).toBeNull();
    expect(usdText('12345678901234')).toBeNull();
    expect(usdText('')).toBe('');
    expect(usdText('10.')).toBe('10.');
  });
});
