import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { PageShells, visitorOf } from './shell.ts';
import { withInlineConfig } from './web.ts';

/**
 * A stand-in for the web build (what `vite build` writes: the page, its manifest) and for the web
 * app's server module (what `vite build --ssr src/ssr.tsx` writes), which echoes what it was asked
 * to render and counts its renders.
 */
function standIn(name: string, ssr?: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `roundhouse-${name}-`));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><title>Roundhouse</title>',
      '<script type="module" crossorigin src="/assets/index-1a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-2b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3c.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/login.tsx': {
        file: 'assets/login-4d.js',
        css: ['assets/login-5e.css'],
        imports: ['src/form.tsx', 'index.html'],
      },
      'src/form.tsx': { file: 'assets/form-6f.js', css: ['assets/form-7a.css'], imports: ['index.html'] },
      // The room: a library of its own (which needs another, and the app's vendor chunk), and a
      // part that needs the entry.
      'src/room.tsx': { file: 'assets/room-8a.js', imports: ['_popup.js', 'src/parts.tsx', 'index.html'] },
      '_popup.js': { file: 'assets/popup-9b.js', imports: ['_spring.js', '_vendor.js'] },
      '_spring.js': { file: 'assets/spring-0c.js' },
      '_vendor.js': { file: 'assets/vendor-2b.js' },
      'src/parts.tsx': { file: 'assets/parts-1d.js', imports: ['_spring.js', 'index.html'] },
      'index.html': { file: 'assets/index-1a.js', css: ['assets/index-3c.css'] },
    }),
  );
  if (ssr !== undefined) {
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(path.join(`${dist}-ssr`, 'ssr.js'), ssr);
  }
  return { root, dist };
}

const ECHO = `
export const SHELLS = [
  { path: '/', module: 'src/home.tsx' },
  { path: '/login', module: 'src/login.tsx' },
  { path: '/lotteryprize', module: 'src/trend.tsx' },
  { path: '/activity/:id', module: 'src/room.tsx', members: true },
];
globalThis.renders = 0;
export async function renderShell(path, locale, data) {
  globalThis.renders += 1;
  if (data.config.app_name === 'boom') throw new Error('render failed');
  return '<main data-path="' + path + '" data-locale="' + locale + '" data-member="' + data.member + '" data-rules-seen="' + data.rulesSeen + '">$&$$' +
    JSON.stringify({ banners: data.banners, trend: data.trend, latest: data.latest, room: data.room }).replace(/</g, '') + '</main>';
}`;

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

describe('visitorOf', () => {
  it("takes the app's language and sign-in hints, else the browser's first language", () => {
    expect(visitorOf('a=1; rh_lang=zh-TW; rh_member=1', 'en-US')).toEqual({
      locale: 'zh-TW',
      member: true,
      rulesSeen: [],
      theme: undefined,
    });
    expect(visitorOf('rh_lang=fr-FR; rh_member=0', 'zh-HK,en;q=0.5')).toMatchObject({ locale: 'zh-TW', member: false });
    expect(visitorOf(undefined, 'zh,en;q=0.8')).toMatchObject({ locale: 'zh-CN', member: false });
    expect(visitorOf('rh_member=10', 'de-DE')).toMatchObject({ locale: 'en-US', member: false });
    expect(visitorOf('rh_lang=<script>', undefined).locale).toBe('en-US');
    // The rooms whose rules were seen (issue 28): ids only, anything else ignored.
    expect(visitorOf('rh_rules=1.3.12', undefined).rulesSeen).toEqual([1, 3, 12]);
    expect(visitorOf('rh_rules=1..x', undefined).rulesSeen).toEqual([]);
    expect(visitorOf('rh_rules=2.9999999999', undefined).rulesSeen).toEqual([2]);
    // The theme the member chose (issue 28); anything else is the system's.
    expect(visitorOf('rh_theme=dark', undefined).theme).toBe('dark');
    expect(visitorOf('a=1; rh_theme=light; b=2', undefined).theme).toBe('light');
    expect(visitorOf('rh_theme=dark"><script>', undefined).theme).toBeUndefined();
    expect(visitorOf('rh_theme=', undefined).theme).toBeUndefined();
  });
});

describe('withInlineConfig', () => {
  it("puts an operator's text in the page as it is, and never a closing script tag", () => {
    const page = withInlineConfig(
      '<html><head></head><body></body></html>',
      { app_name: "Shop $& $' </script>" },
      {
        locale: 'zh-TW',
        data: { banners: [{ title: '$$' }] as never },
      },
    );
    expect(page).toContain('"app_name":"Shop $& $\' \\u003c/script>"');
    expect(page).toContain(
      '<script type="application/json" id="app-data" data-lang="zh-TW">{"banners":[{"title":"$$"}]}',
    );
  });
});

describe('PageShells', () => {
  const { root, dist } = standIn('shells', ECHO);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  let config = { app_name: 'Roundhouse' };
  let banners = [{ id: 1, path: '/banners/a.svg' }];
  const errors: unknown[] = [];
  const shells = new PageShells(
    dist,
    {
      // Stand-ins: the echo module renders whatever it is given, so parts of each answer will do.
      config: async () => config,
      banners: async (locale) => banners.map((b) => ({ ...b, locale })) as never,
      ticker: async () => [],
      latest: async (locale) => [{ seqno: 1, locale }] as never,
      trend: async () => ({ chartdata: 'visitor' }) as never,
      room: async (id) => (id === 2 ? ({ room: { id, hall: 2 } } as never) : undefined),
    },
    (error) => errors.push(error),
  );
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("puts the screen, its styles and the app's start into the page, the screen inert until the app draws its own", async () => {
    const shell = await shells.render(html, '/Login/?next=x', config, {
      locale: 'zh-CN',
      member: false,
      rulesSeen: [],
    });
    const page = shell?.html ?? '';
    expect(page).toContain('<html lang="zh-CN">');
    // A `$&` in the screen stays as it is (no replacement pattern).
    expect(page).toContain(
      '<div id="root" inert><main data-path="/login" data-locale="zh-CN" data-member="false" data-rules-seen="">$&$$',
    );
    // The page's own module styles, each once; the entry's are there already.
    expect(page).toContain('href="/assets/login-5e.css"');
    expect(page).toContain('href="/assets/form-7a.css"');
    expect(page.match(/index-3c\.css/g)).toHaveLength(1);
    // The scripts start after the first paint: no module script or preload in the page itself.
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    // The screen's own modules are fetched with the app's (the router starts them): no waterfall.
    expect(page).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-1a.js" data-modules="/assets/vendor-2b.js" data-screen="/assets/login-4d.js /assets/form-6f.js"></script>',
    );
    expect(shell?.data).toEqual({});
  });

  it('renders home with its banners and activity, and trend with the charts for a visitor only', async () => {
    const home = await shells.render(html, '/', config, { locale: 'zh-TW', member: true, rulesSeen: [] });
    expect(home?.data).toEqual({
      banners: [{ id: 1, path: '/banners/a.svg', locale: 'zh-TW' }],
      ticker: [],
      latest: [{ seqno: 1, locale: 'zh-TW' }],
    });
    expect(
      (await shells.render(html, '/lotteryprize', config, { locale: 'en-US', member: false, rulesSeen: [] }))?.data,
    ).toEqual({
      trend: { chartdata: 'visitor' },
    });
    expect(
      (await shells.render(html, '/lotteryprize', config, { locale: 'en-US', member: true, rulesSeen: [] }))?.data,
    ).toEqual({});
  });

  it('renders a trading room for a member with its public state, when any member may enter it', async () => {
    const room = await shells.render(html, '/activity/2', config, { locale: 'en-US', member: true, rulesSeen: [] });
    expect(room?.data).toEqual({ room: { id: 2, info: { room: { id: 2, hall: 2 } } } });
    expect(room?.html).toContain('data-path="/activity/2"');
    expect(room?.html).toContain('data-rules-seen=""');
    // Its modules that need nothing of the entry start before it, deepest first, one a task (boot.js);
    // those that need it, and the app's own modules, are not among them.
    expect(room?.html).toContain(
      'data-screen="/assets/room-8a.js /assets/popup-9b.js /assets/spring-0c.js /assets/parts-1d.js" data-start="/assets/spring-0c.js /assets/popup-9b.js"></script>',
    );
    // A browser that has seen this room's rules gets the room without its dialog; other rooms' do not count.
    const seen = await shells.render(html, '/activity/2', config, { locale: 'en-US', member: true, rulesSeen: [1, 2] });
    expect(seen?.html).toContain('data-rules-seen="2"');
    const other = await shells.render(html, '/activity/2', config, { locale: 'en-US', member: true, rulesSeen: [5] });
    expect(other?.html).toContain('data-rules-seen=""');
    // A visitor is sent to log in by the app; a room any member may not enter (VIP hall, none) and
    // an id out of range get the page as built.
    expect(
      await shells.render(html, '/activity/2', config, { locale: 'en-US', member: false, rulesSeen: [] }),
    ).toBeUndefined();
    expect(
      await shells.render(html, '/activity/3', config, { locale: 'en-US', member: true, rulesSeen: [] }),
    ).toBeUndefined();
    for (const id of ['0', '-1', '2147483648', '99999999999', '2x', '02']) {
      expect(
        await shells.render(html, `/activity/${id}`, config, { locale: 'en-US', member: true, rulesSeen: [] }),
      ).toBeUndefined();
    }
  });

  it('renders a screen once while what it shows is unchanged, and again when it changes', async () => {
    const before = renders();
    await shells.render(html, '/', config, { locale: 'en-US', member: false, rulesSeen: [] });
    await shells.render(html, '/', config, { locale: 'en-US', member: false, rulesSeen: [] });
    expect(renders()).toBe(before + 1);
    banners = [{ id: 2, path: '/banners/b.svg' }];
    const changed = await shells.render(html, '/', config, { locale: 'en-US', member: false, rulesSeen: [] });
    expect(renders()).toBe(before + 2);
    expect(changed?.html).toContain('/banners/b.svg');
  });

  it('serves the page as built for any other screen, and when rendering fails', async () => {
    expect(
      await shells.render(html, '/user', config, { locale: 'en-US', member: true, rulesSeen: [] }),
    ).toBeUndefined();
    expect(
      await shells.render(html, '/login/extra', config, { locale: 'en-US', member: false, rulesSeen: [] }),
    ).toBeUndefined();
    config = { app_name: 'boom' };
    expect(
      await shells.render(html, '/login', config, { locale: 'en-US', member: false, rulesSeen: [] }),
    ).toBeUndefined();
    expect(String(errors.at(-1))).toContain('render failed');
    config = { app_name: 'Roundhouse' };
  });

  it('serves pages as built when the build has no server module', async () => {
    const bare = standIn('no-ssr');
    const none = new PageShells(
      bare.dist,
      {
        config: async () => ({}),
        banners: async () => [],
        ticker: async () => [],
        latest: async () => [],
        trend: async () => ({}) as never,
        room: async () => ({}) as never,
      },
      () => {},
    );
    expect(await none.render(html, '/login', {}, { locale: 'en-US', member: false, rulesSeen: [] })).toBeUndefined();
    fs.rmSync(bare.root, { recursive: true, force: true });
  });
});

describe('a page with its screen, through the server', () => {
  const { root, dist } = standIn('served', ECHO);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: dist, SCHEDULER: 'false' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is in the visitor's language, never cached, and carries the data it was rendered from", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'rh_lang=zh-CN', 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers.vary)).toContain('cookie');
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('data-locale="zh-CN"');
    const block = /<script type="application\/json" id="app-data" data-lang="zh-CN">(.*?)<\/script>/.exec(page.body);
    const data = JSON.parse(block?.[1] ?? 'null') as { banners: { path: string }[]; latest: unknown[] };
    // The demo's seeded banners, in Simplified Chinese.
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.banners[0]?.path).toMatch(/chs/);
    expect(Array.isArray(data.latest)).toBe(true);
    expect(page.body).toContain('id="app-config"');
    // A chosen theme is in the first paint (issue 28); without one, the system's (CSS) decides.
    expect(page.body).not.toContain('data-theme');
    const dark = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'rh_lang=zh-CN; rh_theme=dark' } });
    expect(dark.body).toContain('<html lang="zh-CN" data-theme="dark">');
  });

  it('leaves other pages as built', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/user' });
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-1a.js"></script>');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('id="app-data"');
  });
});
