// Held by scripts/chinese-scripts.test.ts (the texts we ship) and e2e/chinese-screens.ts (the
// screens as shown, antd-mobile's own texts among them).

/**
 * Words of the mainland's usage that Traditional Chinese (zh-TW) writes otherwise, each with the word
 * our zh-TW texts use instead: a text converted character by character keeps the first (the console
 * said 運營 where the wallet said 營運, 添加 where the app said 新增).
 */
export const MAINLAND_WORDS: [RegExp, string][] = [
  [/運營/, '營運'],
  [/日志/, '日誌'],
  [/導出/, '匯出'],
  [/導入/, '匯入'],
  [/服務器/, '伺服器'],
  [/鏈接/, '連結'],
  [/搜索/, '搜尋'],
  [/信息/, '資訊 / 訊息'],
  [/添加/, '新增'],
  [/網絡/, '網路'],
  [/默認/, '預設'],
  [/設置/, '設定'],
  [/短信/, '簡訊'],
  [/用戶(?!端)/, '使用者 / 會員'],
  [/運行/, '執行 / 運作'],
  [/點擊/, '點選'],
  [/手機號(?!碼)/, '手機號碼'],
  [/充值/, '儲值'],
  [/提現/, '提領'],
  [/賬/, '帳'],
  [/視頻/, '影片'],
  [/軟件/, '軟體'],
  [/會話/, '工作階段'],
  [/激活/, '啟用'],
  [/屏幕/, '螢幕'],
  [/質量/, '品質'],
  [/二維碼/, 'QR 碼'],
  [/菜單/, '選單'],
  [/界面/, '介面'],
  [/在線/, '線上'],
  [/加載/, '載入'],
  [/刷新/, '重新整理'],
  [/登錄/, '登入'],
  [/客戶端/, '用戶端'],
  [/數據/, '資料'],
  [/文件/, '檔案 / 文件'],
  [/當前/, '目前'],
  [/只讀/, '唯讀'],
  [/隊列/, '佇列'],
  [/聯繫/, '聯絡'],
  [/創建/, '建立'],
  [/打開/, '開啟'],
  [/^保存$|已保存/, '儲存'],
  [/哈希/, '雜湊'],
  [/新建/, '新增 / 建立'],
  // An app is 應用程式 (the authenticator app already was; the console said 返回應用 and 應用名稱).
  [/應用(?!程式)/, '應用程式'],
  // Not the mainland's, but one form for one thing: Taiwan writes the noun 紀錄 (登入紀錄 beside 提領記錄).
  [/記錄/, '紀錄'],
];
