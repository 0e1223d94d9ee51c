import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import adminEnUS from '../features/admin/i18n/en-US.json';
import adminZhCN from '../features/admin/i18n/zh-CN.json';
import adminZhTW from '../features/admin/i18n/zh-TW.json';
import verifyEnUS from '../features/games/i18n/verify.en-US.json';
import verifyZhCN from '../features/games/i18n/verify.zh-CN.json';
import verifyZhTW from '../features/games/i18n/verify.zh-TW.json';
import enUS from './en-US.json';
import enErrors from './errors/en-US.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

const flat = (o: object, pre = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${pre}${k}.`) : [`${pre}${k}`]));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const ADMIN_DIR = path.resolve(__dirname, '../features/admin');
/** The screens that speak in the `verify` namespace (its texts load with them). */
const VERIFY_FILES = ['verify-page.tsx', 'chain-check.tsx'].map((f) => path.resolve(__dirname, '../features/games', f));

describe('locale files', () => {
  const keys = { 'en-US': flat(enUS), 'zh-CN': flat(zhCN), 'zh-TW': flat(zhTW) };
  const adminKeys = { 'en-US': flat(adminEnUS), 'zh-CN': flat(adminZhCN), 'zh-TW': flat(adminZhTW) };
  const verifyKeys = { 'en-US': flat(verifyEnUS), 'zh-CN': flat(verifyZhCN), 'zh-TW': flat(verifyZhTW) };
  /** A key of the app's namespace, which carries the error catalogue as errMsg.<code> (i18n/index.ts). */
  const inApp = (k: string) => keys['en-US'].includes(k) || k.replace(/^errMsg\./, '') in enErrors;

  it('give the verify page its texts in every language, translated, each key it uses there', () => {
    expect(verifyKeys['zh-CN'].sort()).toEqual(verifyKeys['en-US'].sort());
    expect(verifyKeys['zh-TW'].sort()).toEqual(verifyKeys['en-US'].sort());
    const get = (b: object, k: string) => (b as Record<string, unknown>)[k];
    const english = verifyKeys['en-US'].filter(
      (k) => get(verifyEnUS, k) === get(verifyZhCN, k) && /[a-z]{3}/.test(String(get(verifyEnUS, k))),
    );
    expect(english).toEqual([]);
    const used = new Set<string>();
    const fromApp = new Set<string>();
    for (const file of VERIFY_FILES) {
      for (const m of fs
        .readFileSync(file, 'utf8')
        .matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'(\s*,\s*\{\s*ns:\s*'translation'\s*\})?/g)) {
        (m[2] ? fromApp : used).add(m[1] as string);
      }
    }
    const known = (k: string) => verifyKeys['en-US'].includes(k) || verifyKeys['en-US'].includes(`${k}_other`);
    expect([...used].filter((k) => !known(k))).toEqual([]);
    expect([...fromApp].filter((k) => !inApp(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
    // Keys chosen by a condition are not seen above: none may still carry the old prefix, and
    // every quoted word the files pick a text with is a key of the namespace.
    for (const file of VERIFY_FILES) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toMatch(/'verify\./);
      for (const m of text.matchAll(/\bt\(\s*[^'(),]+\?\s*'([a-zA-Z0-9_.]+)'\s*:\s*'([a-zA-Z0-9_.]+)'/g)) {
        expect(known(m[1] as string), m[1]).toBe(true);
        expect(known(m[2] as string), m[2]).toBe(true);
      }
    }
  });

  it('name no key twice in one object (JSON keeps the last: the other texts would vanish unseen)', () => {
    const dirs = [__dirname, path.join(__dirname, 'errors'), path.join(ADMIN_DIR, 'i18n')];
    dirs.push(path.resolve(__dirname, '../features/games/i18n'));
    const files = dirs.flatMap((dir) =>
      fs.readdirSync(dir).flatMap((f) => (f.endsWith('.json') ? [path.join(dir, f)] : [])),
    );
    expect(files.length).toBe(12);
    const twice: string[] = [];
    for (const file of files) {
      // The files are written two spaces a level: a key's indent is its object's depth.
      const open: Set<string>[] = [];
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        const m = /^( *)"((?:[^"\\]|\\.)*)"\s*:/.exec(line);
        if (!m) continue;
        const depth = (m[1] as string).length / 2;
        open.length = depth + 1;
        open[depth] ??= new Set();
        const keys = open[depth];
        if (keys.has(m[2] as string))
          twice.push(`${path.basename(path.dirname(file))}/${path.basename(file)}: ${m[2]}`);
        keys.add(m[2] as string);
      }
    }
    expect(twice).toEqual([]);
  });

  it('carry the same keys in all three languages', () => {
    expect(keys['zh-CN'].sort()).toEqual(keys['en-US'].sort());
    expect(keys['zh-TW'].sort()).toEqual(keys['en-US'].sort());
    expect(adminKeys['zh-CN'].sort()).toEqual(adminKeys['en-US'].sort());
    expect(adminKeys['zh-TW'].sort()).toEqual(adminKeys['en-US'].sort());
  });

  it('give the console texts in every language, translated', () => {
    const get = (b: object, k: string) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], b);
    for (const bundle of [adminEnUS, adminZhCN, adminZhTW]) {
      for (const key of flat(bundle)) expect(String(get(bundle, key)).trim(), key).not.toBe('');
    }
    const same = adminKeys['en-US'].filter(
      (k) => get(adminEnUS, k) === get(adminZhCN, k) && /[a-z]{3}/.test(String(get(adminEnUS, k))),
    );
    expect(same).toEqual([]);
  });

  it("contain every key the console screens use, in the console namespace (or the app's, where they say so)", () => {
    const used = new Set<string>();
    const fromApp = new Set<string>();
    for (const file of sourceFiles(ADMIN_DIR)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'(\s*,\s*\{\s*ns:\s*'translation'\s*\})?/g)) {
        (m[2] ? fromApp : used).add(m[1] as string);
      }
    }
    // A key with a count may exist only in its plural forms (i18next: key_one, key_other).
    const known = (k: string) => adminKeys['en-US'].includes(k) || adminKeys['en-US'].includes(`${k}_other`);
    expect([...used].filter((k) => !known(k))).toEqual([]);
    // One name per thing (issue 29): the console says a hall's name as the app does.
    expect([...fromApp].filter((k) => !inApp(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('have no empty texts, and the Chinese files are really translated', () => {
    for (const bundle of [enUS, zhCN, zhTW]) {
      for (const key of flat(bundle)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], bundle);
        expect(String(value).trim(), key).not.toBe('');
      }
    }
    const same = keys['en-US'].filter((k) => {
      const get = (b: object) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], b);
      return get(enUS) === get(zhCN) && /[a-z]{3}/.test(String(get(enUS)));
    });
    // Product and platform names stay as they are.
    expect(same.filter((k) => !['update.ios'].includes(k))).toEqual([]);
  });

  it('contain every literal key the screens use', () => {
    const src = path.resolve(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(src).filter((f) => !f.startsWith(ADMIN_DIR) && !VERIFY_FILES.includes(f))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1] as string);
    }
    // A key with a count may exist only in its plural forms (i18next: key_one, key_other).
    const known = (k: string) => keys['en-US'].includes(k) || keys['en-US'].includes(`${k}_other`);
    const missing = [...used].filter((k) => !k.startsWith('errMsg.') && !known(k));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });
});
