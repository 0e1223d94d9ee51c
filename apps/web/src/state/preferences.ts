import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { restorePreferences, type StoredPreferences } from './restore';

/** How many rooms' "rules seen" this device remembers (the cookie that tells the server stays small). */
const MAX_ROOMS = 40;

/** Light or dark, or as the system says (the default). */
export type Theme = StoredPreferences['theme'];

/** This device's choices that are not the session's (issue 28): kept in localStorage. */
export interface PreferencesState {
  theme: Theme;
  /** A short sound when a round the member ordered in is settled (off by default). */
  resultSound: boolean;
  /** A vibration then, where the device can (off by default). */
  resultVibrate: boolean;
  /** Rooms whose rules dialog this device has shown and closed: it opens on the first entry only. */
  rulesSeen: number[];
  set: (changes: Partial<Pick<PreferencesState, 'resultSound' | 'resultVibrate' | 'theme'>>) => void;
  seeRules: (roomid: number) => void;
}

/**
 * The rooms whose rules were seen, as a cookie the server reads (apps/server/src/http/shell.ts), so
 * the room it renders into the page has the dialog only when the app will have it too.
 */
function writeRulesCookie(rooms: number[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `rh_rules=${rooms.join('.')};path=/;max-age=31536000;samesite=lax`;
}

/**
 * Shows the theme: an explicit choice is on <html data-theme> (and in the rh_theme cookie, so that
 * the server's first screen has it too); "system" leaves it to the CSS media query (styles.css).
 */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = `rh_theme=${theme === 'system' ? '' : theme};path=/;max-age=${theme === 'system' ? 0 : 31536000};samesite=lax`;
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      theme: 'system',
      resultSound: false,
      resultVibrate: false,
      rulesSeen: [],
      set: (changes) => {
        set(changes);
        if (changes.theme) applyTheme(changes.theme);
      },
      seeRules: (roomid) => {
        if (get().rulesSeen.includes(roomid)) return;
        const rulesSeen = [...get().rulesSeen, roomid].slice(-MAX_ROOMS);
        set({ rulesSeen });
        writeRulesCookie(rulesSeen);
      },
    }),
    {
      name: 'roundhouse-preferences',
      merge: (stored, current) => ({ ...current, ...restorePreferences(stored, MAX_ROOMS) }),
      partialize: ({ theme, resultSound, resultVibrate, rulesSeen }) => ({
        theme,
        resultSound,
        resultVibrate,
        rulesSeen,
      }),
    },
  ),
);
