// What the app shell uses of responsible play: the session reminder.
export { PlayReminder } from './play-reminder';
