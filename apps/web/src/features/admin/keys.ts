/** Every console query starts with this key: a change refreshes them all. */
export const ADMIN = ['admin'] as const;
