import { describe, expect, it } from 'vitest';
import { restoreLanguage, restorePreferences, restoreSession } from './restore';

const CONFIG = {
  app_name: 'Roundhouse',
  kefu_url: '',
  exchanges: [],
  versions: { android: { version: '1', url: '' }, ios: { version: '1', url: '' } },
  vip_levels: [],
};

describe('a stored session', () => {
  it('keeps a sound one whole', () => {
    const stored = { token: 'abc', isLogin: true, language: 'zh-TW', apiConfig: { host: 'h' }, appConfig: CONFIG };
    expect(restoreSession(stored)).toEqual(stored);
  });

  it('maps a language that is not one of ours to the one its tag names, else English', () => {
    expect(restoreLanguage('en')).toBe('en-US');
    expect(restoreLanguage('zh')).toBe('zh-CN');
    expect(restoreLanguage('zh-Hant')).toBe('zh-TW');
    expect(restoreLanguage('xx')).toBe('en-US');
    expect(restoreSession({ language: 'zh-HK' }).language).toBe('zh-TW');
    // Nothing usable: the app's own default (the browser's language) stays.
    for (const language of [undefined, '', '  ', 12, null, ['zh-CN']]) {
      expect(restoreSession({ language })).not.toHaveProperty('language');
    }
  });

  it('is signed in only with a token', () => {
    expect(restoreSession({ token: '', isLogin: true })).toEqual({});
    expect(restoreSession({ token: 'abc', isLogin: 'yes' })).toEqual({});
    expect(restoreSession({ token: 42, isLogin: true })).toEqual({});
    expect(restoreSession({ token: 'abc', isLogin: false })).toEqual({});
  });

  it('drops a configuration without what the screens read from it', () => {
    const { vip_levels: _, ...older } = CONFIG;
    expect(restoreSession({ appConfig: older })).toEqual({});
    expect(restoreSession({ appConfig: { ...CONFIG, versions: { android: null } } })).toEqual({});
    expect(restoreSession({ appConfig: 'x', apiConfig: { host: 3 } })).toEqual({});
  });

  it('answers nothing for what is not an object', () => {
    for (const stored of [null, undefined, 'x', 3, []]) expect(restoreSession(stored)).toEqual({});
  });
});

describe('stored preferences', () => {
  it('keeps sound ones whole', () => {
    const stored = { theme: 'dark', resultSound: true, resultVibrate: false, rulesSeen: [1, 2] };
    expect(restorePreferences(stored, 40)).toEqual(stored);
  });

  it('drops a theme, switches and rooms of the wrong kind', () => {
    expect(restorePreferences({ theme: 'sepia', resultSound: 'on', resultVibrate: 1, rulesSeen: 'x' }, 40)).toEqual({});
    expect(restorePreferences({ rulesSeen: [1, -2, 1.5, '3', null, 2 ** 60, 7] }, 40).rulesSeen).toEqual([1, 7]);
    expect(restorePreferences({ rulesSeen: [1, 2, 3, 4] }, 2).rulesSeen).toEqual([3, 4]);
    expect(restorePreferences(null, 40)).toEqual({});
  });
});
