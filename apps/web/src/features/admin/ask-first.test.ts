import fs from 'node:fs';
import path from 'node:path';
import { ASK_FIRST } from '@roundhouse/contract/web-admin';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29: every console button of a call that moves money or cannot be undone goes through the one
 * confirmation dialog. useAdminMutation refuses such a call without what the dialog says (it throws
 * before sending); this holds that every screen gives it, so no button is left to fail at a click.
 */
describe('the console asks first', () => {
  it('for every money-moving or irreversible call, in every screen that makes it', () => {
    const dir = import.meta.dirname;
    const sources = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => ({ file: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
    const seen = new Set<string>();
    for (const { file, text } of sources) {
      for (const match of text.matchAll(/useAdminMutation\(\s*ADMIN_API\.(\w+)\s*,([^;]*?)\);/gs)) {
        const [, name = '', rest = ''] = match;
        if (!(name in ASK_FIRST)) continue;
        seen.add(name);
        // Its third argument, what the dialog says, is a function of the body.
        expect(rest.includes('=>'), `${file}: ${name} must pass what the confirmation says`).toBe(true);
      }
      // Nothing calls a confirmed call's API directly, around the dialog.
      for (const name of Object.keys(ASK_FIRST)) {
        expect(text.includes(`callApi(ADMIN_API.${name}`), `${file} calls ${name} directly`).toBe(false);
      }
    }
    // Every confirmed call has its button somewhere.
    expect([...seen].sort()).toEqual(Object.keys(ASK_FIRST).sort());
  });
});
