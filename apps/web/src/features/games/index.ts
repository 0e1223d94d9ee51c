// What other features may use of games: the home page's room entry, hall list and the activity list (wins, results).

export { useLatestResults } from './api/get-latest-results';
export { roomListQuery, useRoomList } from './api/get-room-list';
export { useWinTicker } from './api/get-win-ticker';
export { primeGames } from './prime';
export { useEnterRoom } from './use-enter-room';
