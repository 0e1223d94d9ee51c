import type { AppConfig, Locale } from '@roundhouse/contract';
import { localeOfTag } from '@roundhouse/contract/web';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { restoreSession } from './restore';

/** What SPEC.md §3 persists: token and login flag, language, apiConfig and appConfig. */
export interface SessionState {
  token: string;
  isLogin: boolean;
  language: Locale;
  apiConfig: { host: string } | null;
  appConfig: AppConfig | null;
  logIn: (token: string) => void;
  logOut: () => void;
  setLanguage: (language: Locale) => void;
  setApiConfig: (apiConfig: { host: string }) => void;
  setAppConfig: (appConfig: AppConfig) => void;
}

function initialLanguage(): Locale {
  return localeOfTag(typeof navigator === 'undefined' ? '' : navigator.language);
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: '',
      isLogin: false,
      language: initialLanguage(),
      apiConfig: null,
      appConfig: null,
      logIn: (token) => set({ token, isLogin: true }),
      logOut: () => set({ token: '', isLogin: false }),
      setLanguage: (language) => set({ language }),
      setApiConfig: (apiConfig) => set({ apiConfig }),
      setAppConfig: (appConfig) => set({ appConfig }),
    }),
    {
      name: 'roundhouse-session',
      merge: (stored, current) => ({ ...current, ...restoreSession(stored) }),
      partialize: ({ token, isLogin, language, apiConfig, appConfig }) => ({
        token,
        isLogin,
        language,
        apiConfig,
        appConfig,
      }),
    },
  ),
);
