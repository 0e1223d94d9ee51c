import { describe, expect, it } from 'vitest';
import { CALLS } from './index.ts';
import { API, PATHS } from './web.ts';

describe('the web entry of the contract', () => {
  it('names every call of the API with the path its definition has', () => {
    expect(Object.keys(API).sort()).toEqual(Object.keys(CALLS).sort());
    for (const [name, call] of Object.entries(CALLS)) {
      expect(API[name as keyof typeof API].path, name).toBe(call.path);
      expect(PATHS[name as keyof typeof PATHS], name).toBe(call.path);
    }
  });
});
