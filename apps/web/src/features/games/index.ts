// What other features may use of games: the home page's room entry, hall list and win ticker.
export { useRoomList } from './api/get-room-list';
export { useWinTicker } from './api/get-win-ticker';
export { useEnterRoom } from './use-enter-room';
