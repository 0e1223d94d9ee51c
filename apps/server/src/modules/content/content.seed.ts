import type { Insertable } from 'kysely';
import type { ArticleFields, BannerFields } from '../../db/schema.ts';

/**
 * The content a new installation starts with, written for this product in three languages: how to
 * play (26; the odds table is added from the rooms when it is read), the user agreement (35) and
 * privacy policy (36) of a play-money demo, and a few news items. Announcements of fairness chains
 * are written when each chain is created (ContentService.announceChain).
 */
export const SEED_ARTICLES: Insertable<ArticleFields>[] = [
  {
    id: 26,
    group_id: 9,
    sort: 100,
    img: '/banners/article-how-to-play.svg',
    title_en: 'How to play',
    title_chs: '玩法说明',
    title_cht: '玩法說明',
    content_en: `
<h3>A round</h3>
<p>Each room trades on rounds of a fixed length. While a round is open you choose one or more of four
outcomes, enter a price per outcome and confirm. When the countdown ends the round closes, three numbers
are drawn and every order is settled at once: a winning outcome pays its price times the room's odds, a
losing one pays nothing. You can cancel an order while its round is still open.</p>
<h3>The two games</h3>
<ul>
<li><strong>Digits</strong>: three numbers from 0 to 9, their sum from 0 to 27. <em>Rise</em> wins when the
sum is 14 or more, <em>Fall</em> when it is 13 or less; <em>Odd</em> and <em>Even</em> follow the sum.</li>
<li><strong>Dice</strong>: three dice from 1 to 6, their sum from 3 to 18. <em>Rise</em> wins at 11 or more,
<em>Fall</em> at 10 or less; <em>Odd</em> and <em>Even</em> follow the sum.</li>
</ul>
<p>Some rooms call the outcomes Long, Short, Single and Double: they are the same four. In both games each
outcome has a probability of exactly one half, so the return to player (RTP) of an outcome is its odds × ½:
odds of 1.95 return 97.5% of the stakes on average, and the house keeps the rest.</p>
<h3>Check any round yourself</h3>
<ol>
<li>Before a round opens, its room shows the round's <em>commit hash</em>: the SHA-256 of a seed nobody but
the server knows yet.</li>
<li>After the draw the seed is published. Open the round's result and tap <em>Verify</em>, or go to
<a href="/verify">the verify page</a> and enter the game and the round number.</li>
<li>Your browser hashes the seed and compares it with the commit hash, then computes the three numbers from
the seed and the chain's salt with HMAC-SHA256. The server is not asked: the result either matches or it
does not.</li>
<li>Each seed is the hash of the next round's seed, so all rounds of a chain lead back to its terminal hash,
published in an announcement before the chain's first round.</li>
</ol>
<h3>Play money</h3>
<p>In demo mode every amount is play money, marked DEMO: recharging credits it at once and nothing can be
withdrawn to a real account.</p>`,
    content_chs: `
<h3>一期的流程</h3>
<p>每个房间按固定时长分期交易。一期开盘期间，你可以选择四种结果中的一种或多种，为每种结果输入单价并确认。
倒计时结束后本期封盘，开出三个数字，所有订单同时结算：猜中的结果按单价乘以房间赔率派彩，未猜中的不派彩。
本期开盘期间可以撤单。</p>
<h3>两种游戏</h3>
<ul>
<li><strong>数字</strong>：三个 0 至 9 的数字，和值 0 至 27。和值 14 及以上为<em>涨</em>，13 及以下为<em>跌</em>；
<em>单</em>、<em>双</em>看和值的奇偶。</li>
<li><strong>骰子</strong>：三颗 1 至 6 的骰子，和值 3 至 18。11 及以上为<em>涨</em>，10 及以下为<em>跌</em>；
<em>单</em>、<em>双</em>看和值的奇偶。</li>
</ul>
<p>部分房间把四种结果称为大、小、单、双，与涨、跌、单、双相同。两种游戏中每种结果的概率都恰好是二分之一，
因此一种结果的返还率（RTP）等于赔率 × ½：赔率 1.95 平均返还投注额的 97.5%，其余归平台。</p>
<h3>亲自验证任何一期</h3>
<ol>
<li>每期开盘前，房间会显示该期的<em>承诺哈希</em>：一个只有服务器知道的种子的 SHA-256。</li>
<li>开奖后种子随即公开。打开该期结果点<em>验证</em>，或前往<a href="/verify">验证页</a>输入游戏和期号。</li>
<li>你的浏览器对种子做哈希并与承诺哈希比对，再用 HMAC-SHA256 由种子和哈希链的盐值算出三个数字。
整个过程不询问服务器：结果要么一致，要么不一致。</li>
<li>每个种子都是下一期种子的哈希，因此一条链上的所有期都回溯到它的终端哈希，该哈希在链的第一期之前已在公告中公布。</li>
</ol>
<h3>体验金</h3>
<p>演示模式下所有金额均为体验金，并标有 DEMO：充值即时到账，且不能提现到真实账户。</p>`,
    content_cht: `
<h3>一期的流程</h3>
<p>每個房間按固定時長分期交易。一期開盤期間，你可以選擇四種結果中的一種或多種，為每種結果輸入單價並確認。
倒數結束後本期封盤，開出三個數字，所有訂單同時結算：猜中的結果按單價乘以房間賠率派彩，未猜中的不派彩。
本期開盤期間可以撤單。</p>
<h3>兩種遊戲</h3>
<ul>
<li><strong>數字</strong>：三個 0 至 9 的數字，和值 0 至 27。和值 14 及以上為<em>漲</em>，13 及以下為<em>跌</em>；
<em>單</em>、<em>雙</em>看和值的奇偶。</li>
<li><strong>骰子</strong>：三顆 1 至 6 的骰子，和值 3 至 18。11 及以上為<em>漲</em>，10 及以下為<em>跌</em>；
<em>單</em>、<em>雙</em>看和值的奇偶。</li>
</ul>
<p>部分房間把四種結果稱為大、小、單、雙，與漲、跌、單、雙相同。兩種遊戲中每種結果的機率都恰好是二分之一，
因此一種結果的返還率（RTP）等於賠率 × ½：賠率 1.95 平均返還投注額的 97.5%，其餘歸平台。</p>
<h3>親自驗證任何一期</h3>
<ol>
<li>每期開盤前，房間會顯示該期的<em>承諾雜湊</em>：一個只有伺服器知道的種子的 SHA-256。</li>
<li>開獎後種子隨即公開。開啟該期結果點<em>驗證</em>，或前往<a href="/verify">驗證頁</a>輸入遊戲和期號。</li>
<li>你的瀏覽器對種子做雜湊並與承諾雜湊比對，再用 HMAC-SHA256 由種子和雜湊鏈的鹽值算出三個數字。
整個過程不詢問伺服器：結果要麼一致，要麼不一致。</li>
<li>每個種子都是下一期種子的雜湊，因此一條鏈上的所有期都回溯到它的終端雜湊，該雜湊在鏈的第一期之前已在公告中公佈。</li>
</ol>
<h3>體驗金</h3>
<p>示範模式下所有金額均為體驗金，並標有 DEMO：儲值即時入帳，且不能提領到真實帳戶。</p>`,
  },
  {
    id: 35,
    group_id: 1,
    title_en: 'User agreement',
    title_chs: '用户协议',
    title_cht: '使用者條款',
    content_en: `
<p>This is a demonstration of a round-based prediction game. By creating an account you agree to the following.</p>
<ol>
<li><strong>Play money.</strong> In demo mode every balance, stake, payout and interest is play money with no
value. It cannot be bought, sold, exchanged or withdrawn to a real account.</li>
<li><strong>One account per person.</strong> Keep your login and payment passwords to yourself; what is done
with them is done by you.</li>
<li><strong>Fair rounds.</strong> Every round's numbers come from a published hash chain and can be checked in
your browser (see How to play). Orders are final once their round closes.</li>
<li><strong>Fair use.</strong> Do not attack the service, automate it beyond normal use or use it against the
law of the place you are in. We may freeze an account that does.</li>
<li><strong>Changes.</strong> The service may change or stop; this agreement may be updated, and the date of
the last change is shown with it.</li>
</ol>`,
    content_chs: `
<p>本应用是分期预测游戏的演示。注册账号即表示你同意以下条款。</p>
<ol>
<li><strong>体验金。</strong>演示模式下所有余额、投注、派彩和利息均为没有价值的体验金，不能买卖、兑换或提现到真实账户。</li>
<li><strong>一人一号。</strong>请妥善保管登录密码和支付密码；使用它们进行的操作视为你本人所为。</li>
<li><strong>公平开奖。</strong>每期数字都来自公开的哈希链，可在浏览器中自行验证（见玩法说明）。本期封盘后订单不可更改。</li>
<li><strong>合理使用。</strong>不得攻击本服务、以超出正常使用的方式自动化操作，或违反你所在地的法律使用本服务。违者账号可能被冻结。</li>
<li><strong>变更。</strong>本服务可能变更或停止；本协议可能更新，并注明最后修改日期。</li>
</ol>`,
    content_cht: `
<p>本應用程式是分期預測遊戲的示範。註冊帳號即表示你同意以下條款。</p>
<ol>
<li><strong>體驗金。</strong>示範模式下所有餘額、投注、派彩和利息均為沒有價值的體驗金，不能買賣、兌換或提領到真實帳戶。</li>
<li><strong>一人一號。</strong>請妥善保管登入密碼和支付密碼；使用它們進行的操作視為你本人所為。</li>
<li><strong>公平開獎。</strong>每期數字都來自公開的雜湊鏈，可在瀏覽器中自行驗證（見玩法說明）。本期封盤後訂單不可更改。</li>
<li><strong>合理使用。</strong>不得攻擊本服務、以超出正常使用的方式自動化操作，或違反你所在地的法律使用本服務。違者帳號可能被凍結。</li>
<li><strong>變更。</strong>本服務可能變更或停止；本協議可能更新，並註明最後修改日期。</li>
</ol>`,
  },
  {
    id: 36,
    group_id: 1,
    title_en: 'Privacy policy',
    title_chs: '隐私政策',
    title_cht: '隱私政策',
    content_en: `
<p>We keep only what the service needs to work.</p>
<ul>
<li><strong>What we store:</strong> your account name or phone number, area code, nickname, language, your
passwords as one-way hashes (argon2id; nobody can read them), your orders, fund flow and withdrawal accounts,
and for each session the time and the network address it came from.</li>
<li><strong>Why:</strong> to run your account, settle your rounds, keep the ledger and protect the service from
abuse (rate limits on logins and messages).</li>
<li><strong>Who sees it:</strong> you, and the operators of this installation for support and review. Other
players see your orders only with a masked name such as a***9.</li>
<li><strong>Cookies:</strong> none for tracking. The app keeps your session token and language in your
browser's storage.</li>
<li><strong>Your choice:</strong> ask the operator through the support page to see or delete your data; the
ledger of a deleted account is kept anonymised, because money records must add up.</li>
</ul>`,
    content_chs: `
<p>我们只保存服务运行所需的信息。</p>
<ul>
<li><strong>保存的内容：</strong>账号或手机号、区号、昵称、语言、以单向哈希（argon2id，任何人都无法读出）保存的密码，
你的订单、资金流水和提现账户，以及每次登录的时间和来源网络地址。</li>
<li><strong>用途：</strong>运行你的账户、结算每期订单、维护账本，并防止滥用（登录和短信的频率限制）。</li>
<li><strong>谁能看到：</strong>你本人，以及本平台的运营人员（用于客服和审核）。其他玩家只能看到以 a***9 形式遮蔽的名称。</li>
<li><strong>Cookie：</strong>不使用追踪 Cookie。应用只在浏览器存储中保存你的登录令牌和语言。</li>
<li><strong>你的选择：</strong>可通过客服页面要求查看或删除你的数据；已删除账户的账本会匿名保留，因为资金记录必须平衡。</li>
</ul>`,
    content_cht: `
<p>我們只保存服務運作所需的資訊。</p>
<ul>
<li><strong>保存的內容：</strong>帳號或手機號碼、區號、暱稱、語言、以單向雜湊（argon2id，任何人都無法讀出）保存的密碼，
你的訂單、資金流水和提領帳戶，以及每次登入的時間和來源網路位址。</li>
<li><strong>用途：</strong>運作你的帳戶、結算每期訂單、維護帳本，並防止濫用（登入和簡訊的頻率限制）。</li>
<li><strong>誰能看到：</strong>你本人，以及本平台的營運人員（用於客服和審核）。其他玩家只能看到以 a***9 形式遮蔽的名稱。</li>
<li><strong>Cookie：</strong>不使用追蹤 Cookie。本應用程式只在瀏覽器儲存中保存你的登入令牌和語言。</li>
<li><strong>你的選擇：</strong>可透過客服頁面要求查看或刪除你的資料；已刪除帳戶的帳本會匿名保留，因為資金紀錄必須平衡。</li>
</ul>`,
  },
  {
    id: 40,
    group_id: 9,
    sort: 10,
    img: '/banners/article-verify.svg',
    title_en: 'Every round can be checked in your browser',
    title_chs: '每一期都可以在浏览器中验证',
    title_cht: '每一期都可以在瀏覽器中驗證',
    content_en:
      '<p>The verify page recomputes any settled round from its published seed, without asking the server. ' +
      'Open a result in a trading room and tap Verify, or open <a href="/verify">the verify page</a> directly.</p>',
    content_chs:
      '<p>验证页可根据公开的种子重新计算任何已结算的一期，无需询问服务器。在交易房间打开开奖结果点验证，' +
      '或直接打开<a href="/verify">验证页</a>。</p>',
    content_cht:
      '<p>驗證頁可根據公開的種子重新計算任何已結算的一期，無需詢問伺服器。在交易房間的開獎結果旁點選「驗證」，' +
      '或直接開啟<a href="/verify">驗證頁</a>。</p>',
  },
  {
    id: 41,
    group_id: 9,
    sort: 5,
    img: '/banners/article-demo.svg',
    title_en: 'Demo mode: play money, real rules',
    title_chs: '演示模式：体验金，真实规则',
    title_cht: '示範模式：體驗金，真實規則',
    content_en:
      '<p>This installation runs on play money. Recharges are credited at once, so you can try every room, ' +
      'cancel an order, follow another player and watch your fund flow. Rounds, odds, settlement and the ledger ' +
      'work exactly as they would with real money.</p>',
    content_chs:
      '<p>本平台使用体验金运行。充值即时到账，你可以体验每个房间、撤单、跟单并查看资金流水。' +
      '开奖、赔率、结算和账本的运作与真实资金完全相同。</p>',
    content_cht:
      '<p>本平台使用體驗金運作。儲值即時入帳，你可以體驗每個房間、撤單、跟單並查看資金流水。' +
      '開獎、賠率、結算和帳本的運作與真實資金完全相同。</p>',
  },
  {
    id: 42,
    group_id: 9,
    sort: 1,
    img: '/banners/article-odds.svg',
    title_en: 'Odds and RTP, explained',
    title_chs: '赔率与返还率说明',
    title_cht: '賠率與返還率說明',
    content_en:
      '<p>Each outcome wins in exactly half of all possible draws. Odds of 1.95 therefore pay back 97.5% of ' +
      'what is staked over many rounds; odds of 1.96 pay back 98%. Every room shows its odds and RTP before you ' +
      'buy, and <a href="/help/26">How to play</a> lists them for all rooms.</p>',
    content_chs:
      '<p>每种结果在所有可能的开奖中恰好有一半会中。因此赔率 1.95 在多期中平均返还投注额的 97.5%，' +
      '赔率 1.96 返还 98%。每个房间在下单前都会显示赔率和返还率，<a href="/help/26">玩法说明</a>列出了所有房间的数据。</p>',
    content_cht:
      '<p>每種結果在所有可能的開獎中恰好有一半會中。因此賠率 1.95 在多期中平均返還投注額的 97.5%，' +
      '賠率 1.96 返還 98%。每個房間在下單前都會顯示賠率和返還率，<a href="/help/26">玩法說明</a>列出了所有房間的資料。</p>',
  },
];

/** Banners: SVGs of ours in apps/web/public/banners, one per language. */
export const SEED_BANNERS: Insertable<BannerFields>[] = [
  {
    image_en: '/banners/fair-en.svg',
    image_chs: '/banners/fair-chs.svg',
    image_cht: '/banners/fair-cht.svg',
    title_en: 'How a round works: pick rise, fall, odd or even at clear odds',
    title_chs: '一期怎么玩：选涨、跌、单、双，赔率一目了然',
    title_cht: '一期怎麼玩：選漲、跌、單、雙，賠率一目了然',
    link: '/help/26',
    sort: 1,
  },
  {
    image_en: '/banners/verify-en.svg',
    image_chs: '/banners/verify-chs.svg',
    image_cht: '/banners/verify-cht.svg',
    title_en: 'Check any round in your browser',
    title_chs: '在浏览器中验证任何一期',
    title_cht: '在瀏覽器中驗證任何一期',
    link: '/verify',
    sort: 2,
  },
];
