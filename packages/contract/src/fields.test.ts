import { describe, expect, it } from 'vitest';
import { CALLS } from './index.ts';
import type { z } from './zod.ts';

/** Every string schema inside a call's body, with the path that leads to it. */
function strings(schema: z.ZodType, path: string, found: [string, z.ZodType][]): void {
  // biome-ignore lint/suspicious/noExplicitAny: walking zod's own definition objects
  const def = (schema as any)._zod.def;
  switch (def.type) {
    case 'string':
      found.push([path, schema]);
      return;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>))
        strings(field, `${path}.${key}`, found);
      return;
    case 'array':
      return strings(def.element, `${path}[]`, found);
    case 'tuple':
      return (def.items as z.ZodType[]).forEach((item, i) => strings(item, `${path}[${i}]`, found));
    case 'union':
      return (def.options as z.ZodType[]).forEach((option) => strings(option, path, found));
    case 'record':
      return strings(def.valueType, `${path}{}`, found);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return strings(def.innerType, path, found);
    case 'pipe':
      return strings(def.in, path, found);
    default:
      return;
  }
}

describe('text fields of every call', () => {
  it('refuse control characters (NUL, BEL, ESC, DEL, C1) everywhere in every body, nested ones too', () => {
    const found: [string, z.ZodType][] = [];
    for (const [name, call] of Object.entries(CALLS)) strings(call.body, name, found);
    expect(found.length).toBeGreaterThan(50);
    const accepting: string[] = [];
    for (const [path, schema] of found) {
      for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
        if (schema.safeParse(bad).success) accepting.push(`${path} ${JSON.stringify(bad)}`);
      }
    }
    expect(accepting).toEqual([]);
  });
});
