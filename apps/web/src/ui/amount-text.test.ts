import { describe, expect, it } from 'vitest';
import { usdText } from './amount-text';

describe('a USD amount as typed', () => {
  it('drops thousands separators, as the placeholders write amounts, and other characters', () => {
    const cleaned = { '100,000': '100000', '1,500,000.50': '1500000.50', '$ 250': '250', '10.': '10.', '': '' };
    for (const [typed, text] of Object.entries(cleaned)) expect(usdText(typed), typed).toBe(text);
  });

  it('refuses a keystroke that makes it no amount: the field keeps its text', () => {
    for (const typed of ['10.005', '1.2.3', '12345678901234']) expect(usdText(typed), typed).toBeNull();
  });
});
