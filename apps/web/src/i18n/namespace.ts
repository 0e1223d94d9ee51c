import type { Locale } from '@roundhouse/contract';
import { useEffect, useState } from 'react';
import { getI18n, useTranslation } from 'react-i18next';

type Loaders = Record<Locale, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * A namespace of texts that loads with the screens using it, never with the first load (issue 12):
 * the console's, the verify page's. English is loaded too (every missing text's fallback).
 */
export function lazyTexts(ns: string, loaders: Loaders) {
  async function load(locale: Locale): Promise<void> {
    // The app's instance, as react-i18next holds it (importing the i18n module here would split the
    // first load's chunks differently and make it larger).
    const i18n = getI18n();
    for (const lng of new Set<Locale>(['en-US', locale])) {
      if (i18n.hasResourceBundle(lng, ns)) continue;
      const bundle = await loaders[lng]();
      i18n.addResourceBundle(lng, ns, bundle.default);
    }
  }
  /** Loads the texts in the language shown now (the screen's lazy import waits for it). */
  const loadShown = () => load(getI18n().language as Locale);
  /** True once the texts of the language shown are loaded, again after the member changes it. */
  function useReady(): boolean {
    const { i18n } = useTranslation();
    const language = i18n.language as Locale;
    const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(language, ns));
    useEffect(() => {
      let live = true;
      if (!i18n.hasResourceBundle(language, ns)) {
        setLoaded(false);
        void load(language).then(() => live && setLoaded(true));
      }
      return () => {
        live = false;
      };
    }, [i18n, language]);
    return loaded || i18n.hasResourceBundle(language, ns);
  }
  return { load, loadShown, useReady };
}
