import type { Locale } from '@roundhouse/contract';
import type { Locale as UiLocale } from 'antd-mobile/es/locales/base';
import enUi from 'antd-mobile/es/locales/en-US';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSession } from '../state/session';
import enUS from './en-US.json';
import enErrors from './errors/en-US.json';

// English is in the first load (it is also every missing text's fallback); the Chinese texts load
// when chosen, before the first render for a member who chose them (issue 9: first-load JavaScript).
// The error catalogue (SPEC.md §8) lives once, in the contract; `npm run error-texts` writes it per
// language (errors/*.json) so that the first load carries its English only, as `errMsg.<code>`.
// antd-mobile's own texts (a picker's buttons, an empty list) load with the language's too.
type Texts = Record<string, unknown>;
type Loaded = [{ default: Texts }, { default: Texts }, { default: UiLocale }];
const loaders: Record<Exclude<Locale, 'en-US'>, () => Promise<Loaded>> = {
  'zh-CN': () =>
    Promise.all([import('./zh-CN.json'), import('./errors/zh-CN.json'), import('antd-mobile/es/locales/zh-CN')]),
  'zh-TW': () =>
    Promise.all([import('./zh-TW.json'), import('./errors/zh-TW.json'), import('antd-mobile/es/locales/zh-TW')]),
};

/**
 * antd-mobile's texts with ours where its words are not the app's: the pull-to-refresh gesture
 * ("Scroll down to refresh", and zh-TW's mainland 刷新 and 加載: decision 036) and "Loading".
 */
function withOurWords(ui: UiLocale, texts: Texts): UiLocale {
  const common = texts.common as Record<string, string>;
  return {
    ...ui,
    common: { ...ui.common, loading: common.loading ?? ui.common.loading },
    PullToRefresh: {
      pulling: common.pullToRefresh ?? ui.PullToRefresh.pulling,
      canRelease: common.releaseToRefresh ?? ui.PullToRefresh.canRelease,
      complete: common.refreshed ?? ui.PullToRefresh.complete,
    },
  };
}
const uiLocales: Partial<Record<Locale, UiLocale>> = { 'en-US': withOurWords(enUi, enUS) };

/** antd-mobile's texts for a language whose texts have loaded (English until then). */
export function uiLocale(locale: string): UiLocale {
  return uiLocales[locale as Locale] ?? enUi;
}

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
    const [texts, errors, ui] = await loaders[locale]();
    i18n.addResourceBundle(locale, 'translation', { ...texts.default, errMsg: errors.default });
    uiLocales[locale] = withOurWords(ui.default, texts.default);
  }
  await i18n.changeLanguage(locale);
}

/** Settles once the member's language is ready to show (at once for English). */
export const languageReady: Promise<void> = switchLanguage(useSession.getState().language).catch(() => {});

export default i18n;
