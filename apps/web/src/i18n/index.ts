import { ERROR_TEXTS, LOCALE_TO_LANG, LOCALES, type Locale } from '@roundhouse/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSession } from '../state/session';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

const bundles: Record<Locale, Record<string, unknown>> = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** The error catalogue lives once, in the contract; each locale gets it as `errMsg.<code>` (SPEC.md §8). */
function errMsg(locale: Locale): Record<string, string> {
  const lang = LOCALE_TO_LANG[locale];
  return Object.fromEntries(Object.entries(ERROR_TEXTS).map(([code, texts]) => [code, texts[lang]]));
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: { ...bundles[locale], errMsg: errMsg(locale) } }]),
  ),
  lng: useSession.getState().language,
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18n;
