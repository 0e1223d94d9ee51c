/** The article groups a list shows: 9 news and help, 14 announcements (SPEC.md §2). */
export const ARTICLE_GROUPS = [9, 14] as const;
export type ArticleGroup = (typeof ARTICLE_GROUPS)[number];
/** The fixed pages: how to play, the user agreement, the privacy policy. */
export const ARTICLE_IDS = { howToPlay: 26, agreement: 35, privacy: 36 } as const;
