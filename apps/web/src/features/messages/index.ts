// What other features use of the member's own messages: the list, its tab title and the count.
export { useInbox } from './api/inbox';
export { MemberMessages, MemberMessagesTitle } from './member-messages';
