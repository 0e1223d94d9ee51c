import { describe, expect, it } from 'vitest';
import { httpsUrl, siteOrHttpsLink, sitePath } from './fields.ts';
import { CALLS } from './index.ts';
import { DIRECTION_CONTROL, withoutDirectionControls } from './text-direction.ts';
import type * as z from './zod.ts';
import { WRAPPER_TYPES } from './zod.ts';

/** The schemas directly inside one (object fields, array items, options, wrapped types). */
function children(def: Record<string, unknown>, path: string): [string, z.ZodType][] {
  if (WRAPPER_TYPES.has(def.type as string)) return [[path, def.innerType as z.ZodType]];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [`${path}.${key}`, field]);
    case 'array':
      return [[`${path}[]`, def.element as z.ZodType]];
    case 'tuple':
      return (def.items as z.ZodType[]).map((item, i) => [`${path}[${i}]`, item]);
    case 'union':
      return (def.options as z.ZodType[]).map((option) => [path, option]);
    case 'record':
      return [[`${path}{}`, def.valueType as z.ZodType]];
    case 'pipe':
      return [[path, def.in as z.ZodType]];
    default:
      return [];
  }
}

/** Every string schema inside a call's body, with the path that leads to it. */
function strings(schema: z.ZodType, path: string, found: [string, z.ZodType][]): void {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'string') {
    found.push([path, schema]);
    return;
  }
  for (const [childPath, child] of children(def, path)) strings(child, childPath, found);
}

/** Each direction control (text-direction.ts) between two letters. */
const DIRECTIONS = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map(
  (code) => `a${String.fromCharCode(code)}b`,
);

describe('text fields of every call', () => {
  it('refuse control characters (NUL, BEL, ESC, DEL, C1) and direction controls everywhere in every body, nested ones too', () => {
    const found: [string, z.ZodType][] = [];
    for (const [name, call] of Object.entries(CALLS)) strings(call.body, name, found);
    expect(found.length).toBeGreaterThan(50);
    const accepting: string[] = [];
    for (const [path, schema] of found) {
      for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', ...DIRECTIONS]) {
        if (schema.safeParse(bad).success) accepting.push(`${path} ${JSON.stringify(bad)}`);
      }
    }
    expect(accepting).toEqual([]);
  });
});

describe('direction controls', () => {
  it('are taken out of what the app sends, and nothing else is', () => {
    expect(withoutDirectionControls('HSBC\u202e 6789')).toBe('HSBC 6789');
    expect(withoutDirectionControls('\u2068陳大文\u2069 \u200eA\u200fB\u061c')).toBe('陳大文 AB');
    for (const kept of ['HSBC', '陳大文', 'Zoë-Ann O’Neil', 'a\u200db', 'line\nbreak', ''])
      expect(withoutDirectionControls(kept)).toBe(kept);
    for (const bad of DIRECTIONS) expect(DIRECTION_CONTROL.test(withoutDirectionControls(bad)), bad).toBe(false);
  });
});

describe('addresses an operator enters (issue 22, fault 10)', () => {
  it('take only this site’s paths as images', () => {
    const image = sitePath(500);
    for (const ok of ['/banners/a.svg', '/a b'.replace(' ', '-')]) expect(image.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['http://x.test/a.png', 'https://x.test/a.png', '//x.test/a.png', '/\\x.test/a.png', 'a.png', ''])
      expect(image.safeParse(bad).success, bad).toBe(false);
  });

  it('take a path on this site or an https address as a link, never http or protocol-relative', () => {
    const link = siteOrHttpsLink(500);
    for (const ok of ['', '/articles/3', 'https://example.test/promo?a=1'])
      expect(link.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'http://example.test',
      '//example.test',
      '/\\example.test',
      'javascript:alert(1)',
      'https://',
      'https://user@evil.test',
    ])
      expect(link.safeParse(bad).success, bad).toBe(false);
    expect(httpsUrl(500).safeParse('/inside').success).toBe(false);
    expect(httpsUrl(500).safeParse('https://support.example.test/chat').success).toBe(true);
  });
});
