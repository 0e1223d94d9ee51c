import { lazyTexts } from '../../i18n/namespace';

// The console's texts live in their own namespace and load with the console, never with a
// player's screens (issue 12: the first load does not grow).
const adminTexts = lazyTexts('admin', {
  'en-US': () => import('./i18n/en-US.json'),
  'zh-CN': () => import('./i18n/zh-CN.json'),
  'zh-TW': () => import('./i18n/zh-TW.json'),
});

/** Loads the console's texts in English (every missing text's fallback) and in `locale`. */
export const loadAdminTexts = adminTexts.load;
