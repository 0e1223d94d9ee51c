import type { Locale, ScreenData } from '@roundhouse/contract';

let read: { lang: Locale; data: ScreenData } | null | undefined;

/** The page's data block when it is in `lang`, else nothing (the app asks the server). */
export function shellData(lang: Locale): ScreenData {
  if (read === undefined) {
    read = null;
    const block = typeof document === 'undefined' ? null : document.getElementById('app-data');
    try {
      if (block?.textContent && block.dataset.lang) {
        read = { lang: block.dataset.lang as Locale, data: JSON.parse(block.textContent) as ScreenData };
      }
    } catch {
      // unreadable: the app asks the server
    }
  }
  return read && read.lang === lang ? read.data : {};
}

/** How long ago the page's answer started to arrive, by this device's clock (0 when unknown). */
export function pageAge(): number {
  const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return page ? Math.max(0, performance.now() - page.responseStart) : 0;
}
