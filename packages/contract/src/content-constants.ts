/** The fixed pages: how to play, the user agreement, the privacy policy. */
export const ARTICLE_IDS = { howToPlay: 26, agreement: 35, privacy: 36 } as const;
