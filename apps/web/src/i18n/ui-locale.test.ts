import { describe, expect, it } from 'vitest';
import { switchLanguage, uiLocale } from './index';

describe("antd-mobile's own texts (a picker's buttons, an input's clear label)", () => {
  it('load with a language and are English until then', async () => {
    expect(uiLocale('en-US').common.confirm).toBe('Confirm');
    // Chinese is not in the first load: English stands in until its texts have loaded.
    expect(uiLocale('zh-TW').common.confirm).toBe('Confirm');
    await switchLanguage('zh-TW');
    expect(uiLocale('zh-TW').common.confirm).toBe('確定');
    await switchLanguage('zh-CN');
    expect(uiLocale('zh-CN').common.confirm).toBe('确定');
    expect(uiLocale('zh-TW').common.confirm).toBe('確定');
  });
});
