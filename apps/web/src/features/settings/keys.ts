/** The settings' query keys. */
export const settingsKeys = {
  config: ['config'] as const,
};
