/** The member's screens and their controls, walked by app-texts.e2e (Chinese) and narrow.e2e (320 px). */

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
