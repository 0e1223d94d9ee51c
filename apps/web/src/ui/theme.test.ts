import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The dark theme is written twice in styles.css (the system's, and the member's choice): alike. */
describe('the dark theme', () => {
  const css = fs.readFileSync(path.resolve(__dirname, '../styles.css'), 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    if (start < 0) throw new Error(`no ${selector} in styles.css`);
    const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
    return body
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  };

  it('is the same block for the system setting and for the member choosing it', () => {
    const system = block(':root:not([data-theme="light"])');
    const chosen = block(':root[data-theme="dark"]');
    expect(system.length).toBeGreaterThan(20);
    expect(system).toEqual(chosen);
  });

  it('gives every role of the light theme a dark value', () => {
    const light = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
    const roles = [
      ...light.matchAll(/(--rh-(?:surface|line|faint|ok|bad|warn|info|link|accent|bg|text|muted)[a-z0-9-]*):/g),
    ].map((m) => m[1]);
    const dark = block(':root[data-theme="dark"]').join('\n');
    expect(roles.filter((r) => !dark.includes(`${r}:`))).toEqual([]);
    expect(roles.length).toBeGreaterThan(15);
  });
});
