/** verify.html's own words in the app's three languages (the check's report stays in English). */
export const TEXTS = {
  en: {
    title: 'Roundhouse fairness verifier',
    about:
      "Save this page and open it from your own disk: it checks a Roundhouse server's rounds with its own code, downloading only the server's public fairness data. For every drawn round it checks that the seed hashes to the commitment published before the round opened, that the seeds link back to the chain's terminal hash with no round skipped or re-drawn, that the numbers and the sum follow from the seed and the salt, and that the chain was in the commitment log before the round opened.",
    url: 'Server address',
    chain: 'Chain',
    all: 'all',
    from: 'From round',
    to: 'To round',
    head: 'Log head you kept (optional)',
    hex: '64 hex characters',
    verify: 'Verify',
    checking: 'Checking…',
    passed: 'Every round holds (rounds verified: {rounds}, chains: {chains}).',
    nothing: 'Nothing to check: no drawn round in what you asked for. The commitment log holds.',
    failed: 'FAILED (problems found: {failures}). The first is shown in full below.',
    couldNotRun: 'The check could not run:',
  },
  'zh-CN': {
    title: 'Roundhouse 公平性验证器',
    about:
      '请将本页保存后从您自己的磁盘打开：它用自带的代码检查 Roundhouse 服务器的各期开奖，只下载服务器公开的公平性数据。对每一期已开奖的期数，它检查：种子的哈希等于开盘前公布的承诺；种子链一路连回该链的终端哈希，没有跳过或重开任何一期；号码与和值由种子和盐值算出；开盘前该链已写入承诺日志。',
    url: '服务器地址',
    chain: '链',
    all: '全部',
    from: '起始期号',
    to: '结束期号',
    head: '您保存的日志头（选填）',
    hex: '64 位十六进制字符',
    verify: '验证',
    checking: '检查中…',
    passed: '全部通过：已验证 {chains} 条链的 {rounds} 期。',
    nothing: '没有可检查的期数：所选范围内没有已开奖的期数。承诺日志完好。',
    failed: '未通过：发现 {failures} 处问题，第一处的详情见下方。',
    couldNotRun: '无法进行检查：',
  },
  'zh-TW': {
    title: 'Roundhouse 公平性驗證器',
    about:
      '請將本頁儲存後從您自己的磁碟開啟：它用自帶的程式碼檢查 Roundhouse 伺服器的各期開獎，只下載伺服器公開的公平性資料。對每一期已開獎的期數，它檢查：種子的雜湊等於開盤前公布的承諾；種子鏈一路連回該鏈的終端雜湊，沒有跳過或重開任何一期；號碼與和值由種子和鹽值算出；開盤前該鏈已寫入承諾日誌。',
    url: '伺服器位址',
    chain: '鏈',
    all: '全部',
    from: '起始期號',
    to: '結束期號',
    head: '您保存的日誌頭（選填）',
    hex: '64 位十六進位字元',
    verify: '驗證',
    checking: '檢查中…',
    passed: '全部通過：已驗證 {chains} 條鏈的 {rounds} 期。',
    nothing: '沒有可檢查的期數：所選範圍內沒有已開獎的期數。承諾日誌完好。',
    failed: '未通過：發現 {failures} 處問題，第一處的詳情見下方。',
    couldNotRun: '無法進行檢查：',
  },
} as const;

export type PageLanguage = keyof typeof TEXTS;

/** The page's language for a browser language tag: Traditional for Taiwan, Hong Kong and Macau. */
export function pageLanguage(tag: string): PageLanguage {
  const t = tag.toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(t)) return 'zh-TW';
  if (t.startsWith('zh')) return 'zh-CN';
  return 'en';
}
