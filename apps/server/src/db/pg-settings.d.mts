/** The settings for a server of `major` version, as name → value (pg-settings.mjs). */
export function steadySettings(major: number): Record<string, string>;
/** `-c name=value …` for a server's command line. */
export function settingsArgs(settings: Record<string, string>): string[];
