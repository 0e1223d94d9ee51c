/** The member's own messages: one list, worded in the app's language when shown. */
export const messageKeys = {
  inbox: ['messages', 'inbox'] as const,
};
