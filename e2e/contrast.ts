import type { Page } from 'playwright-core';

/** Text whose colour is too close to the background it sits on (WCAG contrast below 3:1). */
export function unreadable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r ?? 0) + 0.7152 * f(g ?? 0) + 0.0722 * f(b ?? 0);
    };
    const backgroundOf = (el: Element | null): number[] | null => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.backgroundImage !== 'none') return null; // a picture or a gradient: not judged here
        const bg = rgb(style.backgroundColor);
        if (bg.length >= 3 && (bg[3] ?? 1) > 0.5) return bg;
      }
      return [255, 255, 255];
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.bottom < 0 || box.top > innerHeight || style.visibility === 'hidden') continue;
      if (Number(style.opacity) < 0.5 || el.closest('[aria-hidden="true"], .adm-mask')) continue;
      const bg = backgroundOf(el);
      if (!bg) continue;
      const [a, b] = [lum(rgb(style.color)), lum(bg)];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 3) found.push(`${text.slice(0, 30)} (${ratio.toFixed(2)}: ${style.color} on rgb(${bg.join(',')}))`);
    }
    return found;
  });
}

export const isDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return (r ?? 255) + (g ?? 255) + (b ?? 255) < 120;
  });

/** What is wrong with a screen on a dark system: not dark, or text too faint (none when fine). */
export async function darkFindings(page: Page, where: string): Promise<string[]> {
  const found = (await isDark(page)) ? [] : ['not dark'];
  return [...found, ...(await unreadable(page))].map((text) => `${where}: ${text}`);
}
