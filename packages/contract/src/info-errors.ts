import type { ApiLang } from './lang.ts';

/**
 * Codes whose text the web takes from the answer's `info` (already in the request's language)
 * rather than from its own catalogue: the console's codes and rare member-facing ones. They stay
 * out of ERROR_TEXTS so that a player's first load does not carry them (issue 12).
 */
export const INFO_ERROR_TEXTS = {
  3006: {
    en: 'Your role does not allow this action',
    chs: '您的角色无权执行此操作',
    cht: '您的角色無權執行此操作',
  },
  3007: {
    en: 'Please change your password before going on',
    chs: '请先修改密码再继续',
    cht: '請先修改密碼再繼續',
  },
  3050: { en: 'Room not found', chs: '房间不存在', cht: '房間不存在' },
  3051: {
    en: 'The odds must be between 1.01 and 10',
    chs: '赔率必须在1.01到10之间',
    cht: '賠率必須在1.01到10之間',
  },
  3053: { en: 'Fairness chain not found', chs: '公平链不存在', cht: '公平鏈不存在' },
  3054: {
    en: 'The salt can only be set before the chain’s first round, and only in live mode',
    chs: '盐值只能在该链第一局之前设置，且仅限正式模式',
    cht: '鹽值只能在該鏈第一局之前設定，且僅限正式模式',
  },
  3055: { en: 'Article or banner not found', chs: '文章或横幅不存在', cht: '文章或橫幅不存在' },
  3056: {
    en: 'Minimum must not exceed maximum',
    chs: '最小值不能大于最大值',
    cht: '最小值不能大於最大值',
  },
  3057: { en: 'This username is taken', chs: '该用户名已被使用', cht: '該使用者名稱已被使用' },
  3058: {
    en: 'Operators cannot be changed here',
    chs: '此处不能修改运营账号',
    cht: '此處不能修改營運帳號',
  },
  3059: {
    en: 'You have reached today’s withdrawal limit of {{num}}',
    chs: '已达今日提现次数上限 {{num}} 次',
    cht: '已達今日提領次數上限 {{num}} 次',
  },
  3060: {
    en: 'The minimum withdrawal is {{num}} USD',
    chs: '最低提现金额为{{num}}美元',
    cht: '最低提領金額為{{num}}美元',
  },
  3061: {
    en: 'Staff accounts cannot play or move money; use a member account',
    chs: '运营账号不能参与游戏或转移资金，请使用会员账号',
    cht: '營運帳號不能參與遊戲或轉移資金，請使用會員帳號',
  },
  3062: {
    en: 'Staff cannot decide a request of their own account',
    chs: '运营人员不能处理自己账号的申请',
    cht: '營運人員不能處理自己帳號的申請',
  },
  3063: {
    en: 'This is a staff account: see staff management',
    chs: '这是运营账号，请在员工管理中查看',
    cht: '這是營運帳號，請在員工管理中查看',
  },
  3064: {
    en: 'Choose a new password, not the one-time password you were given',
    chs: '请设置新密码，不能使用收到的临时密码',
    cht: '請設定新密碼，不能使用收到的臨時密碼',
  },
  3065: {
    en: 'Product amounts must lie between {{min}} and {{max}} USD',
    chs: '产品金额必须在{{min}}到{{max}}美元之间',
    cht: '產品金額必須在{{min}}到{{max}}美元之間',
  },
  3066: {
    en: 'Withdrawals are paused until {{until}} after a password reset by support',
    chs: '客服重置密码后，提现暂停至 {{until}}',
    cht: '客服重設密碼後，提領暫停至 {{until}}',
  },
  3067: {
    en: 'At most {{num}} USD in one request',
    chs: '单笔最多{{num}}美元',
    cht: '單筆最多{{num}}美元',
  },
  3068: {
    en: 'This would take the balance past its limit of {{num}} USD',
    chs: '此操作将使余额超过上限{{num}}美元',
    cht: '此操作將使餘額超過上限{{num}}美元',
  },
  3069: {
    en: 'The member is frozen: their withdrawals are held until the account is unfrozen',
    chs: '该会员已被冻结：解冻前其提现暂停处理',
    cht: '該會員已被凍結：解凍前其提領暫停處理',
  },
  3070: {
    en: 'Enter the code from your authenticator app to go on',
    chs: '请输入身份验证器应用中的验证码后继续',
    cht: '請輸入驗證器應用程式中的驗證碼後繼續',
  },
  3071: {
    en: 'That code is wrong or was used already',
    chs: '验证码错误或已使用',
    cht: '驗證碼錯誤或已使用',
  },
  3073: {
    en: 'Another staff member must give the second approval of this payout',
    chs: '此笔付款需由另一位工作人员进行第二次批准',
    cht: '此筆付款需由另一位工作人員進行第二次核准',
  },
  3074: {
    en: 'That session is not open on your account',
    chs: '该登录会话不在您的账户上或已结束',
    cht: '該登入工作階段不在您的帳戶上或已結束',
  },
  3075: {
    en: 'Confirm with a new code from your authenticator app',
    chs: '请输入身份验证器应用中的新验证码以确认',
    cht: '請輸入驗證器應用程式中的新驗證碼以確認',
  },
  3076: {
    en: 'Confirm with your password',
    chs: '请输入您的登录密码以确认',
    cht: '請輸入您的登入密碼以確認',
  },
  3077: {
    en: 'That password is wrong',
    chs: '密码错误',
    cht: '密碼錯誤',
  },
  3078: {
    en: 'There must stay at least one enabled admin',
    chs: '必须至少保留一位启用中的管理员',
    cht: '必須至少保留一位啟用中的管理員',
  },
  3079: {
    en: 'Your own role and access are changed by another admin',
    chs: '您自己的角色和权限须由另一位管理员更改',
    cht: '您自己的角色與權限須由另一位管理員變更',
  },
  3080: {
    en: 'That account is not a staff account',
    chs: '该账户不是工作人员账户',
    cht: '該帳戶不是工作人員帳戶',
  },
  3081: {
    en: 'This request is too old to be repeated; nothing was done. Please start again',
    chs: '该请求已过期，无法重复提交，未执行任何操作，请重新发起',
    cht: '該請求已過期，無法重複提交，未執行任何操作，請重新發起',
  },
  3072: {
    en: 'Set up your authenticator app first',
    chs: '请先设置身份验证器应用',
    cht: '請先設定驗證器應用程式',
  },
} as const satisfies Record<number, Record<ApiLang, string>>;
