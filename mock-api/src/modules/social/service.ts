import {
  SHARE_PLATFORMS,
  SOCIAL_FEED_SIZES,
  platformCaption,
  type ShareCounts,
  type ShareMadeRequest,
  type ShareMadeResponse,
  type ShareOutcome,
  type ShareRequest,
  type ShareResponse,
  type ShareToTikTokRequest,
  type ShareToTikTokResponse,
  type SharePlatform,
  type SocialOverview,
  type SocialPostFilter,
  type ViralMoment,
  type ViralMomentSort,
} from '@ps/shared/social';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { pngRendition } from '../art';
import {
  addShare,
  communityMessages,
  findShareableContent,
  shareableContentWithShares,
  shareCountsByPlatform,
  socialActivity,
  socialPosts,
  totalSharesOf,
  viralMoments,
} from './repository';
import { toInstagramPost, toShareableContent, toViralMoment } from './to-social';

const ACTIVITY_SIZE = 6;
const COMMUNITY_SIZE = 4;
const APP_ONLY_NOTE = 'Posting needs the app: the caption is ready to paste there.';

const byMetric: Record<ViralMomentSort, (moment: ViralMoment) => number> = {
  viralScore: (moment) => moment.metrics.viralScore,
  views: (moment) => moment.metrics.views,
  engagement: (moment) => moment.metrics.engagementRate,
  recent: (moment) => Date.parse(moment.createdAt),
};

/** Web share screens exist for these two; TikTok and Instagram only post from their apps. */
function outcomeFor(platform: SharePlatform, text: string, url: string): ShareOutcome {
  if (platform === 'twitter') {
    const intent = new URL('https://twitter.com/intent/tweet');
    intent.search = new URLSearchParams({ text, url }).toString();
    return { platform, kind: 'link', url: intent.toString() };
  }
  if (platform === 'facebook') {
    const sharer = new URL('https://www.facebook.com/sharer/sharer.php');
    sharer.search = new URLSearchParams({ u: url, quote: text }).toString();
    return { platform, kind: 'link', url: sharer.toString() };
  }
  return { platform, kind: 'caption', caption: text, note: APP_ONLY_NOTE };
}

const unknownContent = (field: string) =>
  new AppError(404, 'NOT_FOUND', 'That content is not available to share', {
    fields: { [field]: 'is not a known content id' },
  });

/**
 * Media to post must come from this site: the answer hands it back as a link to download, a generated
 * picture as its PNG rendition (the apps take no SVG).
 */
function mediaOnThisSite(mediaUrl: string, publicUrl: string): string {
  const site = new URL(publicUrl);
  const url = URL.canParse(mediaUrl, site) ? new URL(mediaUrl, site) : null;
  if (!url || url.origin !== site.origin) {
    throw AppError.validation('The media must be an address on this site', {
      mediaUrl: 'must be an address on this site',
    });
  }
  return pngRendition(url.toString());
}

export function createSocialService(db: Db, publicUrl: string) {
  return {
    async posts(filter: SocialPostFilter) {
      const rows = await socialPosts(db, filter, SOCIAL_FEED_SIZES.instagram);
      return { posts: rows.map(toInstagramPost) };
    },

    async viralMoments(sort: ViralMomentSort) {
      const moments = (await viralMoments(db)).map(toViralMoment);
      moments.sort((a, b) => byMetric[sort](b) - byMetric[sort](a) || a.id.localeCompare(b.id));
      return { moments: moments.slice(0, SOCIAL_FEED_SIZES.viral) };
    },

    async overview(): Promise<SocialOverview> {
      const [posts, activity, community] = await Promise.all([
        socialPosts(db, 'all', SOCIAL_FEED_SIZES.overview),
        socialActivity(db, ACTIVITY_SIZE),
        communityMessages(db, COMMUNITY_SIZE),
      ]);
      return {
        posts: posts.map(toInstagramPost),
        activity: activity.map((row) => ({
          id: String(row.id),
          action: row.action,
          occurredAt: row.occurredAt.toISOString(),
        })),
        community: community.map((row) => ({
          id: String(row.id),
          channel: row.channel,
          author: row.author,
          body: row.body,
          postedAt: row.postedAt.toISOString(),
        })),
      };
    },

    async shareableContent() {
      return { content: (await shareableContentWithShares(db)).map((row) => toShareableContent(row, publicUrl)) };
    },

    async share({ contentId, platforms, customCaption }: ShareRequest): Promise<ShareResponse> {
      const content = await findShareableContent(db, contentId);
      if (!content) throw unknownContent('contentId');
      const caption = customCaption?.trim() || content.description;
      const url = new URL(content.path, publicUrl).toString();
      const totalShares = await totalSharesOf(db, content.id);
      const outcomes = platforms.map((platform) =>
        outcomeFor(platform, platformCaption(platform, caption, content.hashtags), url),
      );
      return { contentId: content.id, outcomes, totalShares };
    },

    /** TikTok only posts from its app: the caption and picture are prepared; nothing is posted or counted yet. */
    async shareToTikTok({ postId, caption, mediaUrl }: ShareToTikTokRequest): Promise<ShareToTikTokResponse> {
      const content = await findShareableContent(db, postId);
      if (!content) throw unknownContent('postId');
      const media = mediaOnThisSite(mediaUrl, publicUrl);
      const totalShares = await totalSharesOf(db, content.id);
      return {
        postId: content.id,
        platform: 'tiktok',
        caption: platformCaption('tiktok', caption.trim() || content.description, content.hashtags),
        mediaUrl: media,
        note: APP_ONLY_NOTE,
        totalShares,
      };
    },

    /** Counted only when the fan really shares: opened the platform's page or finished the device's share sheet. */
    async recordShareMade({ contentId, platform }: ShareMadeRequest): Promise<ShareMadeResponse> {
      const content = await findShareableContent(db, contentId);
      if (!content) throw unknownContent('contentId');
      const totalShares = await db.transaction().execute(async (trx) => {
        await addShare(trx, content.id, platform);
        return totalSharesOf(trx, content.id);
      });
      return { contentId: content.id, platform, totalShares };
    },

    async shareCounts(): Promise<ShareCounts> {
      const rows = await shareCountsByPlatform(db);
      return {
        content: rows.map((row) => ({
          id: row.id,
          title: row.title,
          type: row.type,
          total: row.total,
          platforms: Object.fromEntries(SHARE_PLATFORMS.map((platform) => [platform, row[platform]])) as Record<
            (typeof SHARE_PLATFORMS)[number],
            number
          >,
        })),
      };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
