/** The settings' query keys. */
export const settingsKeys = {
  config: ['config'] as const,
  sessions: ['settings', 'sessions'] as const,
  signIns: ['settings', 'sign-ins'] as const,
  twoFactor: ['settings', 'two-factor'] as const,
};
