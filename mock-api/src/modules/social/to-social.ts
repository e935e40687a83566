import type { InstagramPost, ShareableContent, ViralMoment } from '@ps/shared/social';
import type { Selectable } from 'kysely';
import type { ShareableContentTable, SocialPostsTable, ViralMomentsTable } from '../../db/social-tables';
import { engagementRate, viralScore } from './viral-score';

export function toInstagramPost(row: Selectable<SocialPostsTable>): InstagramPost {
  return {
    id: row.id,
    caption: row.caption,
    media_url: row.mediaUrl,
    media_type: row.mediaType,
    permalink: row.permalink,
    timestamp: row.postedAt.toISOString(),
    like_count: row.likeCount,
    comments_count: row.commentsCount,
    hashtags: row.hashtags,
    is_viral: row.isViral,
    tiktok_potential: row.tiktokPotential,
  };
}

export function toViralMoment(row: Selectable<ViralMomentsTable>): ViralMoment {
  const { views, likes, shares, comments, saves, growthRate } = row;
  const raw = { views, likes, shares, comments, saves, growthRate };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    platform: row.platform,
    contentType: row.contentType,
    thumbnailUrl: row.thumbnailUrl,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
    peakTime: row.peakAt.toISOString(),
    estimatedReach: row.estimatedReach,
    tiktokPotential: row.tiktokPotential,
    shareableQuotes: row.shareableQuotes,
    hashtags: row.hashtags,
    audienceDemographics: row.audience,
    metrics: { ...raw, engagementRate: engagementRate(raw), viralScore: viralScore(raw) },
  };
}

export function toShareableContent(
  row: Selectable<ShareableContentTable> & { shares: number },
  publicUrl: string,
): ShareableContent {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    url: new URL(row.path, publicUrl).toString(),
    hashtags: row.hashtags,
    tiktokOptimized: row.tiktokOptimized,
    instagramOptimized: row.instagramOptimized,
    stats: { shares: row.shares, likes: row.likes, comments: row.comments },
  };
}
