import { z } from 'zod';
import { safeText } from './safe-text';
import {
  INSTAGRAM_MEDIA_TYPES,
  SHAREABLE_CONTENT_TYPES,
  SHARE_PLATFORMS,
  SOCIAL_POST_FILTERS,
  VIRAL_MOMENT_SORTS,
} from '../../bundled/social/constants';

/** Spec 2's Instagram post, field names as the spec writes them. */
export const instagramPostSchema = z.object({
  id: z.string(),
  caption: z.string(),
  media_url: z.string(),
  media_type: z.enum(INSTAGRAM_MEDIA_TYPES),
  permalink: z.string(),
  timestamp: z.string(),
  like_count: z.number().int(),
  comments_count: z.number().int(),
  hashtags: z.array(z.string()),
  is_viral: z.boolean(),
  tiktok_potential: z.boolean(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

export const socialPostsResponseSchema = z.object({ posts: z.array(instagramPostSchema) });
export type SocialPostsResponse = z.infer<typeof socialPostsResponseSchema>;

export const socialPostsQuerySchema = z.object({
  filter: z.enum(SOCIAL_POST_FILTERS, { error: 'must be all, viral or tiktok' }).default('all'),
});

export const viralMetricsSchema = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  shares: z.number().int(),
  comments: z.number().int(),
  saves: z.number().int(),
  /** Percent of views that liked, commented, shared or saved. */
  engagementRate: z.number(),
  /** 0 to 100, computed by the server from the other metrics. */
  viralScore: z.number().int(),
  /** Percent growth of views over the last day. */
  growthRate: z.number(),
});
export type ViralMetrics = z.infer<typeof viralMetricsSchema>;

export const viralMomentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  platform: z.string(),
  contentType: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  peakTime: z.string(),
  estimatedReach: z.number().int(),
  tiktokPotential: z.number().int(),
  shareableQuotes: z.array(z.string()),
  hashtags: z.array(z.string()),
  audienceDemographics: z.object({
    ageGroups: z.record(z.string(), z.number()),
    locations: z.array(z.string()),
    interests: z.array(z.string()),
  }),
  metrics: viralMetricsSchema,
});
export type ViralMoment = z.infer<typeof viralMomentSchema>;

export const viralMomentsQuerySchema = z.object({
  sort: z.enum(VIRAL_MOMENT_SORTS, { error: 'must be viralScore, views, engagement or recent' }).default('viralScore'),
});
export const viralMomentsResponseSchema = z.object({ moments: z.array(viralMomentSchema) });
export type ViralMomentsResponse = z.infer<typeof viralMomentsResponseSchema>;

export const activityEntrySchema = z.object({ id: z.string(), action: z.string(), occurredAt: z.string() });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const communityMessageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  author: z.string(),
  body: z.string(),
  postedAt: z.string(),
});
export type CommunityMessage = z.infer<typeof communityMessageSchema>;

export const socialOverviewSchema = z.object({
  posts: z.array(instagramPostSchema),
  activity: z.array(activityEntrySchema),
  community: z.array(communityMessageSchema),
});
export type SocialOverview = z.infer<typeof socialOverviewSchema>;

export const shareableContentSchema = z.object({
  id: z.string(),
  type: z.enum(SHAREABLE_CONTENT_TYPES),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  hashtags: z.array(z.string()),
  tiktokOptimized: z.boolean(),
  instagramOptimized: z.boolean(),
  stats: z.object({ shares: z.number().int(), likes: z.number().int(), comments: z.number().int() }),
});
export type ShareableContent = z.infer<typeof shareableContentSchema>;
export const shareableContentResponseSchema = z.object({ content: z.array(shareableContentSchema) });

const contentIdSchema = safeText({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(64, 'is not a known content id');

/** Spec 2 §7: POST /api/social/share. */
export const shareRequestSchema = z.object({
  contentId: contentIdSchema,
  platforms: z
    .array(z.enum(SHARE_PLATFORMS, { error: 'must be tiktok, instagram, twitter or facebook' }), {
      error: 'must be a list of platforms',
    })
    .min(1, 'Please select at least one platform to share to.')
    .max(SHARE_PLATFORMS.length, 'lists a platform twice')
    .refine((platforms) => new Set(platforms).size === platforms.length, 'lists a platform twice'),
  customCaption: safeText({ error: 'must be text' }).max(2200, 'must be at most 2200 characters').optional(),
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;

/** Per platform: a web link that opens its share screen, or the caption to paste in the app. */
export const shareOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ platform: z.enum(SHARE_PLATFORMS), kind: z.literal('link'), url: z.string() }),
  z.object({ platform: z.enum(SHARE_PLATFORMS), kind: z.literal('caption'), caption: z.string(), note: z.string() }),
]);
export type ShareOutcome = z.infer<typeof shareOutcomeSchema>;

export const shareResponseSchema = z.object({
  contentId: z.string(),
  outcomes: z.array(shareOutcomeSchema),
  /** Shares made of this content so far, all platforms together; preparing a share does not count one. */
  totalShares: z.number().int(),
});
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** Spec 2 §7: POST /api/social/share-to-tiktok; postId names a shareable content item (decision 020). */
export const shareToTikTokRequestSchema = z.object({
  postId: contentIdSchema,
  caption: safeText({ error: 'must be text' }).max(2200, 'must be at most 2200 characters'),
  /** The picture or clip to post: an address on this site, such as the content's imageUrl. */
  mediaUrl: safeText({ error: 'is required' }).trim().min(1, 'is required').max(2048, 'is too long'),
});
export type ShareToTikTokRequest = z.infer<typeof shareToTikTokRequestSchema>;

/** No TikTok credentials here: the caption to paste and the media to upload in the app, and the recorded count. */
export const shareToTikTokResponseSchema = z.object({
  postId: z.string(),
  platform: z.literal('tiktok'),
  caption: z.string(),
  mediaUrl: z.string(),
  note: z.string(),
  totalShares: z.number().int(),
});
export type ShareToTikTokResponse = z.infer<typeof shareToTikTokResponseSchema>;

/** GET /api/admin/analytics/shares: shares recorded per content and platform, most shared first. */
/**
 * POST /api/social/shares: a share really made, so counted: the fan opened the platform's share page
 * or finished the device's share sheet. Preparing links and captions (/share, /share-to-tiktok) counts none.
 */
export const shareMadeRequestSchema = z.object({
  contentId: contentIdSchema,
  platform: z.enum(SHARE_PLATFORMS, { error: 'must be tiktok, instagram, twitter or facebook' }),
});
export type ShareMadeRequest = z.infer<typeof shareMadeRequestSchema>;

export const shareMadeResponseSchema = z.object({
  contentId: z.string(),
  platform: z.enum(SHARE_PLATFORMS),
  totalShares: z.number().int(),
});
export type ShareMadeResponse = z.infer<typeof shareMadeResponseSchema>;

export const shareCountsSchema = z.object({
  content: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.enum(SHAREABLE_CONTENT_TYPES),
      total: z.number().int(),
      platforms: z.record(z.enum(SHARE_PLATFORMS), z.number().int()),
    }),
  ),
});
export type ShareCounts = z.infer<typeof shareCountsSchema>;
