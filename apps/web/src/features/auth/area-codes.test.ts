import { describe, expect, it } from 'vitest';
import { areaCodes, filterAreaCodes } from './area-codes';

describe('area codes', () => {
  it('lists real countries with their dial codes', () => {
    const list = areaCodes('en-US');
    expect(list.length).toBeGreaterThan(200);
    expect(list).toContainEqual({ country: 'HK', name: 'Hong Kong SAR China', code: '852' });
    expect(list).toContainEqual(expect.objectContaining({ country: 'GB', code: '44' }));
  });

  it('finds a country by name, by code with or without +, and by ISO code', () => {
    const list = areaCodes('en-US');
    expect(filterAreaCodes(list, 'kong').map((c) => c.code)).toContain('852');
    expect(filterAreaCodes(list, '+85').map((c) => c.country)).toEqual(expect.arrayContaining(['HK', 'MO']));
    expect(filterAreaCodes(list, 'jp')[0]?.code).toBe('81');
  });

  it('names countries in Chinese for the Chinese locales', () => {
    expect(areaCodes('zh-CN').find((c) => c.country === 'CN')?.name).toBe('中国');
    expect(areaCodes('zh-TW').find((c) => c.country === 'TW')?.name).toBe('台灣');
  });
});
