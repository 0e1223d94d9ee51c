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

  it("say the pull-to-refresh gesture and 'loading' in the app's own words", async () => {
    expect(uiLocale('en-US').PullToRefresh.pulling).toBe('Pull down to refresh');
    await switchLanguage('zh-TW');
    // Taiwan's words (decision 036), not antd-mobile's 下拉刷新 and 加載中.
    expect(uiLocale('zh-TW').PullToRefresh).toEqual({
      pulling: '下拉即可重新整理',
      canRelease: '放開即可重新整理',
      complete: '已重新整理',
    });
    expect(uiLocale('zh-TW').common.loading).toBe('載入中');
    await switchLanguage('zh-CN');
    expect(uiLocale('zh-CN').PullToRefresh.pulling).toBe('下拉刷新');
    await switchLanguage('en-US');
  });
});
