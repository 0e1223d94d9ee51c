import type { Locale } from '@roundhouse/contract';
import { ERROR_TEXTS, LOCALE_TO_LANG } from '@roundhouse/contract/web';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSession } from '../state/session';
import enUS from './en-US.json';

// English is in the first load (it is also every missing text's fallback); the Chinese texts load
// when chosen, before the first render for a member who chose them (issue 9: first-load JavaScript).
const loaders: Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.json'),
};

/** The error catalogue lives once, in the contract; each locale gets it as `errMsg.<code>` (SPEC.md §8). */
function errMsg(locale: Locale): Record<string, string> {
  const lang = LOCALE_TO_LANG[locale];
  return Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, texts]) => [code, texts[lang]]));
}

void i18n.use(initReactI18next).init({
  resources: { 'en-US': { translation: { ...enUS, errMsg: errMsg('en-US') } } },
  lng: 'en-US',
  fallbackLng: 'en-US',
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The page's language follows the app's (the server renders pages too: no document there).
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** Loads a language's texts when not loaded yet, then shows the app in it. */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (locale !== 'en-US' && !i18n.hasResourceBundle(locale, 'translation')) {
    const bundle = await loaders[locale]();
    i18n.addResourceBundle(locale, 'translation', { ...bundle.default, errMsg: errMsg(locale) });
  }
  await i18n.changeLanguage(locale);
}

/** Settles once the member's language is ready to show (at once for English). */
export const languageReady: Promise<void> = switchLanguage(useSession.getState().language).catch(() => {});

export default i18n;
