import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { INT4_MAX, LOCALES, type Locale, localeOfTag, type ScreenData } from '@roundhouse/contract';

/** What the web app's server module (apps/web/src/ssr.tsx) offers. */
interface ShellModule {
  /** Whether the app has a screen at a path (its router's matching). */
  isAppRoute?(pathname: string): boolean;
  /** Routes (`/activity/:id`: a parameter is a whole number), each page's module, members-only ones. */
  SHELLS: { path: string; module: string; members?: true }[];
  renderShell(
    path: string,
    locale: Locale,
    data: { config: unknown; member: boolean; rulesSeen: number[] } & ScreenData,
  ): Promise<string>;
}

/** The data a first visit's screen is rendered from, and sent with for the app to start from. */
export interface ShellData {
  config(): Promise<unknown>;
  banners(locale: Locale): Promise<ScreenData['banners']>;
  /** Home's activity strip: the latest wins, and results in `locale`. */
  ticker(): Promise<ScreenData['ticker']>;
  latest(locale: Locale): Promise<ScreenData['latest']>;
  /** The trend screen's charts as a visitor sees them. */
  trend(): Promise<ScreenData['trend']>;
  /** A trading room as getGameinfo answers for any member, or undefined (VIP hall, none, closed). */
  room(id: number, locale: Locale): Promise<NonNullable<ScreenData['room']>['info'] | undefined>;
}

/** A page with the screen already in it, and the data it was rendered from. */
export interface Shell {
  html: string;
  data: ScreenData;
}

const MAX_KEPT = 64;

/** Who is asking for a page, as far as it shapes the first screen. */
export interface Visitor {
  locale: Locale;
  /** The app says someone is signed in on this browser (a hint: it opens nothing). */
  member: boolean;
  /** Rooms whose rules this browser has seen: their dialog does not open by itself (issue 28). */
  rulesSeen: number[];
  /** Light or dark as the member chose it (issue 28); undefined: as their system says (CSS). */
  theme?: 'light' | 'dark' | undefined;
}

/** The app's hints (cookies it writes), else the browser's language. */
export function visitorOf(cookie: string | undefined, acceptLanguage: string | undefined): Visitor {
  const rules = /(?:^|;\s*)rh_rules=([\d.]{1,400})(?:;|$)/.exec(cookie ?? '')?.[1] ?? '';
  return {
    locale: visitorLocale(cookie, acceptLanguage),
    member: /(?:^|;\s*)rh_member=1(?:;|$)/.test(cookie ?? ''),
    rulesSeen: rules
      .split('.')
      .filter((id) => /^\d{1,9}$/.test(id))
      .map(Number),
    theme: /(?:^|;\s*)rh_theme=(light|dark)(?:;|$)/.exec(cookie ?? '')?.[1] as Visitor['theme'],
  };
}

/** The language a visitor sees: the one the app last showed them (a cookie), else their browser's. */
function visitorLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = /(?:^|;\s*)rh_lang=([^;]+)/.exec(cookie ?? '')?.[1];
  if (chosen && (LOCALES as readonly string[]).includes(chosen)) return chosen as Locale;
  // The first language the browser names, by the rule the app applies to navigator.language.
  return localeOfTag((acceptLanguage ?? '').split(',')[0] ?? '');
}

/**
 * First visits' screens rendered on the server (issue 9: the first paint without waiting for any
 * script): the page carries the screen's HTML and styles, and the app's scripts start after that
 * first paint (apps/web/boot.js) and hydrate it (main.tsx). Only screens that look the same to
 * every visitor are rendered, and a trading room for a member (ssr.tsx's SHELLS); the rest get the
 * page as built. The web app's server module is loaded on the first page served, not at start; if
 * it is missing or fails, pages are served as built.
 */
export class PageShells {
  private module: Promise<ShellModule | undefined> | undefined;
  private readonly kept = new Map<string, string>();
  private readonly parts = new Map<string, { css: string[]; js: string[]; before: string[] }>();

  constructor(
    private readonly dist: string,
    private readonly data: ShellData,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Whether the app shows a screen at `url` (false: its "not found" screen, answered with 404), or
   * undefined when the app's server module is not there to ask.
   */
  async knows(url: string): Promise<boolean | undefined> {
    const module = await this.load();
    if (!module?.isAppRoute) return undefined;
    try {
      return module.isAppRoute(decodeURI(url.split('?')[0] ?? '/'));
    } catch {
      return false;
    }
  }

  /** The page for `url` with its screen in it (rendered with `config`), or undefined when it has none. */
  async render(html: string, url: string, config: unknown, visitor: Visitor): Promise<Shell | undefined> {
    const { locale, member } = visitor;
    const module = await this.load();
    const route =
      url
        .split('?')[0]
        ?.toLowerCase()
        .replace(/(.)\/+$/, '$1') ?? '/';
    const shell = module?.SHELLS.map((s) => ({ ...s, params: match(s.path, route) })).find((s) => s.params);
    if (!module || !shell?.params || (shell.members && !member)) return undefined;
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
    if (!entry || !html.includes('<div id="root"></div>')) return undefined;
    try {
      const data = await this.screenData(shell.path, shell.params, locale, member);
      if (!data) return undefined;
      // A room's rules dialog is in the page only when this browser has not seen them (two renders per room).
      const roomId = Number(shell.params.id);
      const rulesSeen = visitor.rulesSeen.includes(roomId) ? [roomId] : [];
      const key = `${entry[1]}\n${route}\n${locale}\n${member}\n${rulesSeen}\n${JSON.stringify(config)}\n${JSON.stringify(data)}`;
      let screen = this.kept.get(key);
      if (screen === undefined) {
        screen = await module.renderShell(route, locale, { config, member, rulesSeen, ...data });
        if (this.kept.size >= MAX_KEPT) this.kept.clear();
        this.kept.set(key, screen);
      }
      const parts = this.partsOf(shell.module, entry[1] as string);
      const links = parts.css
        .filter((file) => !html.includes(`href="/${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      // The app's modules, fetched when it starts, after the first paint (apps/web/boot.js).
      const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map(
        (m) => m[1],
      );
      // This screen's own modules, fetched with them (the router would ask for them only once the
      // app runs: a round trip more on a slow link), started by the router as usual.
      const screenModules = parts.js
        .map((file) => `/${file}`)
        .filter((file) => file !== entry[1] && !modules.includes(file));
      // Those of them that need nothing of the entry start before it, one a task like the app's
      // libraries: the router's import of the screen then has little left to run in one go.
      const startFirst = parts.before.map((file) => `/${file}`).filter((file) => !modules.includes(file));
      // Replacements are functions: a `$` in the screen's text is never read as a pattern.
      const page = html
        .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}">`)
        .replace(entry[0], () => '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, () => '')
        .replace(
          '</head>',
          () =>
            `${links}<script defer src="/boot.js" data-entry="${entry[1]}" data-modules="${modules.join(' ')}"${screenModules.length ? ` data-screen="${screenModules.join(' ')}"` : ''}${startFirst.length ? ` data-start="${startFirst.join(' ')}"` : ''}></script></head>`,
        )
        // Inert until the app has taken it over (main.tsx): nothing is typed or tapped into a screen
        // that does not answer yet (and that the app draws anew should it differ).
        .replace('<div id="root"></div>', () => `<div id="root" inert>${screen}</div>`);
      return { html: page, data };
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  /**
   * What a screen shows: home its banners and activity; trend a visitor the charts (a member's own
   * wins are theirs to ask for); a trading room its public state, when any member may enter it.
   */
  private async screenData(
    path: string,
    params: Record<string, number>,
    locale: Locale,
    member: boolean,
  ): Promise<ScreenData | undefined> {
    if (path === '/') {
      const [banners, ticker, latest] = await Promise.all([
        this.data.banners(locale),
        this.data.ticker(),
        this.data.latest(locale),
      ]);
      return { banners, ticker, latest };
    }
    if (path === '/lotteryprize' && !member) return { trend: await this.data.trend() };
    if (path === '/activity/:id') {
      const id = params.id as number;
      const info = await this.data.room(id, locale);
      return info === undefined ? undefined : { room: { id, info } };
    }
    return {};
  }

  private load(): Promise<ShellModule | undefined> {
    this.module ??= (async () => {
      const file = path.join(`${this.dist}-ssr`, 'ssr.js');
      if (!fs.existsSync(file)) return undefined;
      try {
        return (await import(pathToFileURL(file).href)) as ShellModule;
      } catch (error) {
        this.onError(error);
        return undefined;
      }
    })();
    return this.module;
  }

  /**
   * The styles and modules a page's module needs, its static imports' included (the build's
   * manifest); and, deepest first, those of its modules that need nothing of the app's entry (`build`):
   * they can be started before it, one at a time.
   */
  private partsOf(source: string, build: string): { css: string[]; js: string[]; before: string[] } {
    let parts = this.parts.get(`${build}\n${source}`);
    if (parts) return parts;
    const manifest = readManifest(this.dist);
    const css = new Set<string>();
    const js = new Set<string>();
    const before: string[] = [];
    // Whether a module needs the entry, itself or through its imports (false while it is visited).
    const needsEntry = new Map<string, boolean>();
    const visit = (key: string): boolean => {
      const known = needsEntry.get(key);
      if (known !== undefined) return known;
      needsEntry.set(key, false);
      const chunk = manifest[key];
      if (chunk?.file) js.add(chunk.file);
      for (const file of chunk?.css ?? []) css.add(file);
      let needs = `/${chunk?.file}` === build;
      for (const imported of chunk?.imports ?? []) needs = visit(imported) || needs;
      needsEntry.set(key, needs);
      if (!needs && chunk?.file) before.push(chunk.file);
      return needs;
    };
    visit(source);
    parts = { css: [...css], js: [...js], before };
    this.parts.set(`${build}\n${source}`, parts);
    return parts;
  }
}

/** A route's parameters when `path` matches it (each an id: a whole number from 1 to INT4_MAX), else undefined. */
function match(pattern: string, path: string): Record<string, number> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, number> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (!part.startsWith(':')) {
      if (part !== value) return undefined;
      continue;
    }
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > INT4_MAX) return undefined;
    params[part.slice(1)] = Number(value);
  }
  return params;
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}
