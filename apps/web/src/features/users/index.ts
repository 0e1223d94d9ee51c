// What other features may use of users: VIP level names and what the VIP hall needs.
export { useLevelName, useVipOneStake } from './vip';
