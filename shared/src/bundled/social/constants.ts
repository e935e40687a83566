/* Zod-free on purpose: the hub's screens import these without bundling zod (see index.ts). */
/** The hub's tabs, each at /social/{id} (overview at /social): the route groups serve these paths only. */
export const SOCIAL_TAB_IDS = ['overview', 'viral', 'instagram', 'community', 'fan-photos', 'share'] as const;
export const INSTAGRAM_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;
export const SOCIAL_POST_FILTERS = ['all', 'viral', 'tiktok'] as const;
export const VIRAL_MOMENT_SORTS = ['viralScore', 'views', 'engagement', 'recent'] as const;
export const SHARE_PLATFORMS = ['tiktok', 'instagram', 'twitter', 'facebook'] as const;
export const SHAREABLE_CONTENT_TYPES = ['song', 'album', 'concert', 'fan-photo', 'announcement'] as const;

export type SocialPostFilter = (typeof SOCIAL_POST_FILTERS)[number];
export type ViralMomentSort = (typeof VIRAL_MOMENT_SORTS)[number];
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** Feed sizes from spec 2: overview 3, Instagram tab 12, viral tab 10. */
export const SOCIAL_FEED_SIZES = { overview: 3, instagram: 12, viral: 10 } as const;
