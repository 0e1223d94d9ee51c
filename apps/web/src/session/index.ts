// The session layer: the current member, starting and ending a session, and the money queries.
// Features use it instead of each other's internals.
export { currentUserKey, currentUserQuery, useUserInfo } from './current-user';
export { useConfirmLogout, useLogout } from './logout';
export { LogoutButton } from './logout-button';
export { invalidateMoney, MONEY } from './money';
export { startSession } from './start-session';
