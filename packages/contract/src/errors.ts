import { INFO_ERROR_TEXTS } from './info-errors.ts';
import type { ApiLang } from './lang.ts';

type Texts = Record<ApiLang, string>;

/**
 * The error catalogue of SPEC.md §8, with the texts in the three languages. Codes above 3000 are
 * ours (STYLE.md: "a new documented one above 3000"). `{{num}}` is filled in from the error's params.
 */
export const ERROR_TEXTS = {
  1001: { en: 'Incomplete parameters', chs: '参数不完整', cht: '參數不完整' },
  1002: { en: 'User does not exist', chs: '用户不存在', cht: '使用者不存在' },
  1003: { en: 'Wrong login password', chs: '登录密码错误', cht: '登入密碼錯誤' },
  1004: { en: 'Network error, please try again', chs: '网络错误，请重试', cht: '網路錯誤，請重試' },
  // Said of an empty field and of a wrong one alike (SPEC.md §5): what to enter, not what is wrong.
  1010: {
    en: 'Enter a username of letters and digits',
    chs: '请输入由字母和数字组成的用户名',
    cht: '請輸入由字母和數字組成的使用者名稱',
  },
  1011: { en: 'Enter a password of 6-16 characters', chs: '请输入6-16位密码', cht: '請輸入6-16位密碼' },
  1012: { en: 'The passwords do not match', chs: '两次输入的密码不一致', cht: '兩次輸入的密碼不一致' },
  1013: { en: 'This account is already registered', chs: '该账号已注册', cht: '該帳號已註冊' },
  1014: { en: 'System busy, please try again later', chs: '系统繁忙，请稍后再试', cht: '系統繁忙，請稍後再試' },
  1015: {
    en: 'Enter a password of letters and digits',
    chs: '请输入由字母和数字组成的密码',
    cht: '請輸入由字母和數字組成的密碼',
  },
  1020: { en: 'Trading is closed', chs: '已停止交易', cht: '已停止交易' },
  1024: { en: 'The minimum is {{num}}', chs: '最少{{num}}', cht: '最少{{num}}' },
  1025: { en: 'Insufficient balance', chs: '余额不足', cht: '餘額不足' },
  1026: { en: 'Room information is not available', chs: '房间信息有误', cht: '房間資訊有誤' },
  1027: { en: 'This round does not exist', chs: '该期不存在', cht: '該期不存在' },
  1028: { en: 'This activity does not exist', chs: '该活动不存在', cht: '該活動不存在' },
  1029: { en: 'Betting time for this round has ended', chs: '本期投注时间已结束', cht: '本期投注時間已結束' },
  1030: { en: 'Bet information is invalid', chs: '投注信息有误', cht: '投注資訊有誤' },
  1031: { en: 'Order failed', chs: '下单失败', cht: '下單失敗' },
  1032: { en: 'Bank card not found', chs: '银行卡不存在', cht: '銀行卡不存在' },
  1033: { en: 'Wrong payment password', chs: '支付密码错误', cht: '支付密碼錯誤' },
  1034: {
    en: 'The odds have changed, please check and confirm again',
    chs: '赔率已变化，请核对后重新确认',
    cht: '賠率已變化，請核對後重新確認',
  },
  1035: { en: 'Choose at most 9 options', chs: '最多选择9项', cht: '最多選擇9項' },
  1036: {
    en: 'Enter a whole number greater than 0',
    chs: '请输入大于0的整数',
    cht: '請輸入大於0的整數',
  },
  1037: {
    en: "The order total is below the room's minimum",
    chs: '订单总额低于房间最低限额',
    cht: '訂單總額低於房間最低限額',
  },
  1038: { en: 'Select at least one option', chs: '请至少选择一项', cht: '請至少選擇一項' },
  1040: { en: 'Order failed', chs: '下单失败', cht: '下單失敗' },
  1041: { en: 'Order not found', chs: '订单不存在', cht: '訂單不存在' },
  1042: { en: 'The transfer amount is below the minimum', chs: '转入金额低于最低限额', cht: '轉入金額低於最低限額' },
  1043: { en: 'The transfer amount is above the maximum', chs: '转入金额高于最高限额', cht: '轉入金額高於最高限額' },
  1044: { en: 'The transfer amount is invalid', chs: '转入金额无效', cht: '轉入金額無效' },
  1045: { en: 'The transfer failed', chs: '转入失败', cht: '轉入失敗' },
  1046: { en: 'This can only be added once', chs: '只能添加一次', cht: '只能新增一次' },
  1047: { en: 'Failed to add the bank card', chs: '添加银行卡失败', cht: '新增銀行卡失敗' },
  1048: { en: 'This can only be added once', chs: '只能添加一次', cht: '只能新增一次' },
  1049: { en: 'Bank card not found', chs: '银行卡不存在', cht: '銀行卡不存在' },
  1050: { en: 'Incorrect amount', chs: '金额不正确', cht: '金額不正確' },
  1051: { en: 'Wrong payment password', chs: '支付密码错误', cht: '支付密碼錯誤' },
  1052: { en: 'Game not found', chs: '游戏不存在', cht: '遊戲不存在' },
  1053: { en: 'Game not found', chs: '游戏不存在', cht: '遊戲不存在' },
  1054: {
    en: 'The first round is starting, please try again shortly',
    chs: '首期即将开始，请稍后再试',
    cht: '首期即將開始，請稍後再試',
  },
  1057: { en: 'Room not found', chs: '房间不存在', cht: '房間不存在' },
  1058: {
    en: 'The payment password must be at least 6 digits',
    chs: '支付密码至少6位数字',
    cht: '支付密碼至少6位數字',
  },
  1059: { en: 'The current password is wrong', chs: '原密码错误', cht: '原密碼錯誤' },
  1061: {
    en: 'The login password must be at least 6 characters',
    chs: '登录密码至少6位',
    cht: '登入密碼至少6位',
  },
  1062: {
    en: 'Your login has expired, please log in again',
    chs: '登录已失效，请重新登录',
    cht: '登入已失效，請重新登入',
  },
  1063: { en: 'The invitation code is wrong', chs: '邀请码错误', cht: '邀請碼錯誤' },
  1064: { en: 'Insufficient betting turnover', chs: '投注流水不足', cht: '投注流水不足' },
  1065: { en: 'Please enter an address', chs: '请输入地址', cht: '請輸入地址' },
  2002: { en: 'Unknown error', chs: '未知错误', cht: '未知錯誤' },
  2003: { en: 'Cancellation failed', chs: '撤单失败', cht: '撤單失敗' },
  2004: { en: 'Balance cannot be less than {{num}}', chs: '余额不能少于{{num}}', cht: '餘額不能少於{{num}}' },
  2050: { en: 'Enter a correct phone number', chs: '请输入正确的手机号码', cht: '請輸入正確的手機號碼' },
  2051: {
    en: 'Sending too frequently, please try again later',
    chs: '发送过于频繁，请稍后再试',
    cht: '發送過於頻繁，請稍後再試',
  },
  2052: { en: 'This phone number is already registered', chs: '该手机号已注册', cht: '該手機號碼已註冊' },
  2053: { en: 'Wrong verification code', chs: '验证码错误', cht: '驗證碼錯誤' },
  2054: { en: 'The verification code has expired', chs: '验证码已过期', cht: '驗證碼已過期' },
  2055: { en: 'You are not a VIP member!', chs: '您不是VIP会员！', cht: '您不是VIP會員！' },
  3001: {
    en: 'This password is too common, choose another',
    chs: '该密码过于常见，请换一个',
    cht: '該密碼過於常見，請換一個',
  },
  3002: {
    en: 'Too many attempts, please try again later',
    chs: '尝试次数过多，请稍后再试',
    cht: '嘗試次數過多，請稍後再試',
  },
  3003: {
    en: 'This account is frozen, please contact support',
    chs: '该账号已被冻结，请联系客服',
    cht: '該帳號已被凍結，請聯絡客服',
  },
  3004: { en: 'This action needs an operator account', chs: '此操作需要运营账号', cht: '此操作需要營運帳號' },
  3005: {
    en: 'The minimum recharge is {{num}} USD',
    chs: '最低充值金额为{{num}}美元',
    cht: '最低儲值金額為{{num}}美元',
  },
  3010: { en: 'Enter the bank name', chs: '请输入银行名称', cht: '請輸入銀行名稱' },
  3011: {
    en: 'An account number is 4 to 34 letters or digits',
    chs: '银行账号为 4 至 34 位字母或数字',
    cht: '銀行帳號為 4 至 34 位字母或數字',
  },
  3012: { en: "Enter the account holder's real name", chs: '请输入开户人真实姓名', cht: '請輸入開戶人真實姓名' },
  3013: {
    en: 'This is not a valid {{network}} address',
    chs: '这不是有效的{{network}}地址',
    cht: '這不是有效的{{network}}地址',
  },
  3014: {
    en: 'The start date must not be later than the end date',
    chs: '开始日期不能晚于结束日期',
    cht: '開始日期不能晚於結束日期',
  },
  3015: { en: 'This request has already been processed', chs: '该申请已处理', cht: '該申請已處理' },
  3016: { en: 'No such request', chs: '申请不存在', cht: '申請不存在' },
  3017: {
    en: 'This request was already sent with different details; nothing was done',
    chs: '该请求编号已用于其他请求，未执行任何操作',
    cht: '該請求編號已用於其他請求，未執行任何操作',
  },
  3020: { en: 'This article does not exist', chs: '该文章不存在', cht: '該文章不存在' },
  3040: { en: 'Amount cannot be blank', chs: '金额不能为空', cht: '金額不能為空' },
  3041: {
    en: 'This amount is outside the chosen product’s range',
    chs: '该金额不在所选产品的范围内',
    cht: '該金額不在所選產品的範圍內',
  },
  3042: { en: 'This product is not available', chs: '该产品不可用', cht: '該產品不可用' },
  3043: { en: 'Contract not found', chs: '合约不存在', cht: '合約不存在' },
  3030: {
    en: 'You have excluded yourself from play until {{until}}',
    chs: '您已自我限制参与，直至 {{until}}',
    cht: '您已自我限制參與，直至 {{until}}',
  },
  3031: {
    en: 'This order would exceed your loss limit: {{left}} left in this period',
    chs: '此订单将超出您的亏损限额：本周期剩余 {{left}}',
    cht: '此訂單將超出您的虧損限額：本週期剩餘 {{left}}',
  },
  3032: {
    en: 'This recharge would exceed your deposit limit: {{left}} left in this period',
    chs: '此充值将超出您的充值限额：本周期剩余 {{left}}',
    cht: '此儲值將超出您的儲值限額：本週期剩餘 {{left}}',
  },
} as const satisfies Record<number, Texts>;

export type ErrorCode = keyof typeof ERROR_TEXTS | keyof typeof INFO_ERROR_TEXTS;

/** A code of the catalogue the web carries (INFO_ERROR_TEXTS' codes are not). */
export function isErrorCode(value: unknown): value is keyof typeof ERROR_TEXTS {
  return typeof value === 'number' && Object.hasOwn(ERROR_TEXTS, value);
}

/** The catalogue text in one language, with `{{name}}` placeholders filled from params. */
export function errorText(code: ErrorCode, lang: ApiLang, params: Record<string, string | number> = {}): string {
  const texts: Record<ApiLang, string> =
    code in ERROR_TEXTS
      ? ERROR_TEXTS[code as keyof typeof ERROR_TEXTS]
      : INFO_ERROR_TEXTS[code as keyof typeof INFO_ERROR_TEXTS];
  return texts[lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
