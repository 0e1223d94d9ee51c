import { lazyTexts } from '../../i18n/namespace';

/** The verify page's texts (namespace `verify`): a screen few visit, so not in the first load. */
export const verifyTexts = lazyTexts('verify', {
  'en-US': () => import('./i18n/verify.en-US.json'),
  'zh-CN': () => import('./i18n/verify.zh-CN.json'),
  'zh-TW': () => import('./i18n/verify.zh-TW.json'),
});
