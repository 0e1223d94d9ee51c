import type { AppConfig, Locale } from '@roundhouse/contract';
import { localeOfTag } from '@roundhouse/contract/web';

/**
 * What localStorage gives back is not trusted: it may come from another release, a removed language
 * or a hand edit. Each stored field is kept only when it has the shape the app reads; anything else
 * keeps the app's default, so that a bad stored value can neither crash a screen nor show a
 * language that is not one of ours.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The locale a stored language names, by the registry's one rule (each of ours names itself; 'en' →
 * en-US, 'zh-Hant' → zh-TW, anything else English); nothing for nothing stored.
 */
export function restoreLanguage(value: unknown): Locale | undefined {
  return typeof value === 'string' && value.trim() !== '' ? localeOfTag(value) : undefined;
}

export interface StoredSession {
  token: string;
  isLogin: boolean;
  language: Locale;
  apiConfig: { host: string } | null;
  appConfig: AppConfig | null;
}

/** The stored session's fields that are sound; signed in only with a token to show for it. */
export function restoreSession(stored: unknown): Partial<StoredSession> {
  if (!isRecord(stored)) return {};
  const restored: Partial<StoredSession> = {};
  const language = restoreLanguage(stored.language);
  if (language) restored.language = language;
  if (typeof stored.token === 'string' && stored.token !== '' && stored.isLogin === true) {
    restored.token = stored.token;
    restored.isLogin = true;
  }
  if (isRecord(stored.apiConfig) && typeof stored.apiConfig.host === 'string') {
    restored.apiConfig = { host: stored.apiConfig.host };
  }
  if (isAppConfig(stored.appConfig)) restored.appConfig = stored.appConfig;
  return restored;
}

/**
 * The configuration is asked for again at every start; meanwhile a stored one is used only when it
 * has what the screens read from it without asking (an older release's may not).
 */
function isAppConfig(config: unknown): config is AppConfig {
  return (
    isRecord(config) &&
    typeof config.app_name === 'string' &&
    Array.isArray(config.exchanges) &&
    Array.isArray(config.vip_levels) &&
    isRecord(config.versions) &&
    isRecord(config.versions.android) &&
    isRecord(config.versions.ios)
  );
}

const THEMES = ['system', 'light', 'dark'] as const;

export interface StoredPreferences {
  theme: (typeof THEMES)[number];
  resultSound: boolean;
  resultVibrate: boolean;
  rulesSeen: number[];
}

/** The stored preferences that are sound; rooms as positive whole ids, at most `maxRooms` of them. */
export function restorePreferences(stored: unknown, maxRooms: number): Partial<StoredPreferences> {
  if (!isRecord(stored)) return {};
  const restored: Partial<StoredPreferences> = {};
  const theme = THEMES.find((t) => t === stored.theme);
  if (theme) restored.theme = theme;
  if (typeof stored.resultSound === 'boolean') restored.resultSound = stored.resultSound;
  if (typeof stored.resultVibrate === 'boolean') restored.resultVibrate = stored.resultVibrate;
  if (Array.isArray(stored.rulesSeen)) {
    restored.rulesSeen = stored.rulesSeen
      .filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      .slice(-maxRooms);
  }
  return restored;
}
