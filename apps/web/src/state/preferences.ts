import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** How many rooms' "rules seen" this device remembers (the cookie that tells the server stays small). */
const MAX_ROOMS = 40;

/** This device's choices that are not the session's (issue 28): kept in localStorage. */
export interface PreferencesState {
  /** A short sound when a round the member ordered in is settled (off by default). */
  resultSound: boolean;
  /** A vibration then, where the device can (off by default). */
  resultVibrate: boolean;
  /** Rooms whose rules dialog this device has shown and closed: it opens on the first entry only. */
  rulesSeen: number[];
  set: (changes: Partial<Pick<PreferencesState, 'resultSound' | 'resultVibrate'>>) => void;
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

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      resultSound: false,
      resultVibrate: false,
      rulesSeen: [],
      set: (changes) => set(changes),
      seeRules: (roomid) => {
        if (get().rulesSeen.includes(roomid)) return;
        const rulesSeen = [...get().rulesSeen, roomid].slice(-MAX_ROOMS);
        set({ rulesSeen });
        writeRulesCookie(rulesSeen);
      },
    }),
    {
      name: 'roundhouse-preferences',
      partialize: ({ resultSound, resultVibrate, rulesSeen }) => ({ resultSound, resultVibrate, rulesSeen }),
    },
  ),
);
