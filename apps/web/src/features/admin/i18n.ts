import type { Locale } from '@roundhouse/contract';
import { getI18n } from 'react-i18next';

// The console's texts live in their own namespace and load with the console, never with a
// player's screens (issue 12: the first load does not grow).
const loaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  'en-US': () => import('./i18n/en-US.json'),
  'zh-CN': () => import('./i18n/zh-CN.json'),
  'zh-TW': () => import('./i18n/zh-TW.json'),
};

/** Loads the console's texts in English (every missing text's fallback) and in `locale`. */
export async function loadAdminTexts(locale: Locale): Promise<void> {
  // The app's instance, as react-i18next holds it (importing the i18n module here would split the
  // first load's chunks differently and make it larger).
  const i18n = getI18n();
  for (const lng of new Set<Locale>(['en-US', locale])) {
    if (i18n.hasResourceBundle(lng, 'admin')) continue;
    const bundle = await loaders[lng]();
    i18n.addResourceBundle(lng, 'admin', bundle.default);
  }
}
