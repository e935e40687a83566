import type { ColumnType, Generated } from 'kysely';

export interface SocialPostsTable {
  id: string;
  caption: string;
  mediaUrl: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  permalink: string;
  postedAt: Date;
  likeCount: number;
  commentsCount: number;
  hashtags: string[];
  isViral: boolean;
  tiktokPotential: boolean;
}

export interface ViralMomentsTable {
  id: string;
  title: string;
  description: string;
  platform: string;
  contentType: string;
  thumbnailUrl: string;
  createdAt: Date;
  peakAt: Date;
  isActive: boolean;
  estimatedReach: number;
  tiktokPotential: number;
  shareableQuotes: string[];
  hashtags: string[];
  audience: { ageGroups: Record<string, number>; locations: string[]; interests: string[] };
  views: number;
  likes: number;
  shares: number;
  comments: number;
  saves: number;
  growthRate: number;
}

export interface SocialActivityTable {
  id: Generated<number>;
  action: string;
  occurredAt: Date;
}

export interface CommunityMessagesTable {
  id: Generated<number>;
  channel: string;
  author: string;
  body: string;
  postedAt: Date;
}

export interface ShareableContentTable {
  id: string;
  type: 'song' | 'album' | 'concert' | 'fan-photo' | 'announcement';
  title: string;
  description: string;
  imageUrl: string;
  /** Path on this site; absolute links add PUBLIC_URL. */
  path: string;
  hashtags: string[];
  tiktokOptimized: boolean;
  instagramOptimized: boolean;
  likes: number;
  comments: number;
}

export interface SocialShareCountsTable {
  contentId: string;
  platform: string;
  count: number;
}

export interface FanPhotosTable {
  id: Generated<number>;
  imageId: string | null;
  imageFormat: 'jpeg' | 'png' | 'webp' | null;
  sampleArtUrl: string | null;
  caption: string;
  submitterName: string;
  submitterHandle: string | null;
  submitterEmail: string | null;
  platform: 'instagram' | 'tiktok' | 'website';
  location: string | null;
  hashtags: ColumnType<string[], string, string>;
  allowRepost: boolean;
  allowCommercialUse: boolean;
  status: Generated<'pending' | 'approved' | 'rejected' | 'removed'>;
  rejectionReason: string | null;
  isFeatured: Generated<boolean>;
  featuredAt: Date | null;
  likeCount: Generated<number>;
  viralScore: Generated<number>;
  tiktokPotential: Generated<boolean>;
  submittedAt: Generated<Date>;
  reviewedAt: Date | null;
}
