import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from './admin.ts';
import { CALLS, PLAYER_CALLS } from './index.ts';
import { API, PATHS } from './web.ts';
import { ADMIN_API, ADMIN_PATHS, ASK_FIRST } from './web-admin.ts';

describe('the web entries of the contract', () => {
  it('name every player call with the path its definition has, and no console call', () => {
    expect(Object.keys(API).sort()).toEqual(Object.keys(PLAYER_CALLS).sort());
    for (const [name, call] of Object.entries(PLAYER_CALLS)) {
      expect(API[name as keyof typeof API].path, name).toBe(call.path);
      expect(PATHS[name as keyof typeof PATHS], name).toBe(call.path);
    }
    expect(Object.values(PATHS).filter((p) => p.startsWith('/api/Admin/'))).toEqual([]);
  });

  it('name every console call in the console entry', () => {
    expect(Object.keys(ADMIN_API).sort()).toEqual(Object.keys(ADMIN_CALLS).sort());
    for (const [name, call] of Object.entries(ADMIN_CALLS)) {
      expect(ADMIN_API[name as keyof typeof ADMIN_API].path, name).toBe(call.path);
      expect(ADMIN_PATHS[name as keyof typeof ADMIN_PATHS], name).toBe(call.path);
    }
    expect(Object.keys(CALLS).length).toBe(Object.keys(PLAYER_CALLS).length + Object.keys(ADMIN_CALLS).length);
  });

  it('ask first before every call that asks for a step-up (what is dangerous is also confirmed)', () => {
    // Creating staff (undone by disabling them) and saving a room (the form is the confirmation;
    // new odds apply from the next round only) are confirmed by their step-up alone.
    const stepUpOnly = ['adminCreateStaff', 'adminSaveRoom'];
    for (const [name, call] of Object.entries(ADMIN_CALLS)) {
      if (call.stepUp && !stepUpOnly.includes(name)) expect(Object.keys(ASK_FIRST), name).toContain(name);
    }
  });
});
