/**
 * The screens the walks visit: the member's and their controls (app-texts.e2e in Chinese, narrow.e2e
 * at 320 px, chaos.e2e on a bad connection) and the console's (console-texts.e2e, chaos.e2e).
 */

/** Controls whose label is one line: a chip, a button, a tab (a wrapped one looks broken). */
export const APP_CONTROLS =
  '.adm-selector-item, .adm-button, .adm-tabs-tab, .adm-capsule-tabs-tab, .adm-jumbo-tabs-tab';

/** Every screen a member reaches (and an unknown address). */
export const MEMBER_SCREENS = [
  '/',
  '/user',
  '/recharge',
  '/withdraw',
  '/withdraw_history',
  '/banklist',
  '/bankadd',
  '/my_income',
  '/my_bets',
  '/my_play',
  '/message',
  '/help/list',
  '/ServicePage',
  '/finance',
  '/productorder',
  '/productrule?product=1',
  '/productdetail?product=1',
  '/producttransferin?product=1',
  '/lotteryprize',
  '/room_list/2',
  '/room_list/1',
  '/activity/1',
  '/verify',
  '/my_set',
  '/languageSet',
  '/my_password',
  '/my_sessions',
  '/my_two_factor',
  '/my_update',
  '/userloginpassword',
  '/usercipherpassword',
  '/no-such-screen',
];

/** Every console screen, and an unknown address. */
export const CONSOLE_SCREENS = [
  '/admin',
  '/admin/queues',
  '/admin/members',
  '/admin/rooms',
  '/admin/fairness',
  '/admin/content',
  '/admin/settings',
  '/admin/audit',
  '/admin/staff',
  '/admin/nowhere',
];
