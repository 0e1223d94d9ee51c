import type { Locale } from '@roundhouse/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSession } from '../state/session';
import enUS from './en-US.json';
import enErrors from './errors/en-US.json';

// English is in the first load (it is also every missing text's fallback); the Chinese texts load
// when chosen, before the first render for a member who chose them (issue 9: first-load JavaScript).
// The error catalogue (SPEC.md §8) lives once, in the contract; `npm run error-texts` writes it per
// language (errors/*.json) so that the first load carries its English only, as `errMsg.<code>`.
type Texts = Record<string, unknown>;
const loaders: Record<Exclude<Locale, 'en-US'>, () => Promise<[{ default: Texts }, { default: Texts }]>> = {
  'zh-CN': () => Promise.all([import('./zh-CN.json'), import('./errors/zh-CN.json')]),
  'zh-TW': () => Promise.all([import('./zh-TW.json'), import('./errors/zh-TW.json')]),
};

void i18n.use(initReactI18next).init({
  resources: { 'en-US': { translation: { ...enUS, errMsg: enErrors } } },
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
    const [texts, errors] = await loaders[locale]();
    i18n.addResourceBundle(locale, 'translation', { ...texts.default, errMsg: errors.default });
  }
  await i18n.changeLanguage(locale);
}

/** Settles once the member's language is ready to show (at once for English). */
export const languageReady: Promise<void> = switchLanguage(useSession.getState().language).catch(() => {});

export default i18n;
