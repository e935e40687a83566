/* Zod-free: the submission form checks these in the browser; the API's schema uses the same limits. */

export const FAN_PHOTO_PLATFORMS = ['instagram', 'tiktok', 'website'] as const;
export type FanPhotoPlatform = (typeof FAN_PHOTO_PLATFORMS)[number];

export const FAN_PHOTO_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type FanPhotoStatus = (typeof FAN_PHOTO_STATUSES)[number];

/** Spec 2 §9. */
export const FAN_PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  captionMax: 500,
  nameMax: 80,
  handleMax: 60,
  locationMax: 100,
  hashtagMax: 40,
  hashtagCount: 20,
  showcase: 12,
  /** Issue 14: the stored full copy's longest side. */
  maxPixels: 2048,
} as const;

/** The moderation screen's page sizes, like the console's other lists. */
export const FAN_PHOTOS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const FAN_PHOTOS_DEFAULT_PAGE_SIZE = 20;

export const FAN_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Spec 2 §5 and §8, word for word. */
export const FAN_PHOTO_MESSAGES = {
  invalidType: { title: 'Invalid File Type', body: 'Please select an image file (JPG, PNG, GIF, WebP).' },
  tooLarge: { title: 'File Too Large', body: 'Please select an image smaller than 10MB.' },
  missing: { title: 'Missing Information', body: 'Please fill in all required fields and agree to the terms.' },
  submitted: {
    title: 'Photo Submitted!',
    body: 'Thanks! Your photo is in review; we review photos within 24-48 hours.',
  },
  failed: { title: 'Submission Failed', body: 'Please try again later.' },
} as const;

export const fanPhotoMessage = (message: { title: string; body: string }): string =>
  `${message.title}: ${message.body}`;

export type FanPhotoBadge = 'VIRAL' | 'TRENDING' | 'POPULAR';

/** Spec 2: 9 or higher VIRAL, 7 or higher TRENDING, 5 or higher POPULAR. */
export function fanPhotoBadge(viralScore: number): FanPhotoBadge | null {
  if (viralScore >= 9) return 'VIRAL';
  if (viralScore >= 7) return 'TRENDING';
  if (viralScore >= 5) return 'POPULAR';
  return null;
}

/** A hashtag joins the list only when it is not empty and not already there; '#' is implied. */
export function addHashtag(list: readonly string[], typed: string): string[] {
  const tag = typed.trim().replace(/^#+/, '');
  if (!tag || list.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return [...list];
  return [...list, tag];
}

export interface FanPhoto {
  id: string;
  /** Empty once a fan's upload is rejected: its files are deleted then. */
  imageUrl: string;
  thumbnailUrl: string;
  caption: string;
  submitterName: string;
  submitterHandle: string | null;
  platform: FanPhotoPlatform;
  isApproved: boolean;
  isFeatured: boolean;
  likeCount: number;
  submittedAt: string;
  hashtags: string[];
  location: string | null;
  tiktokPotential: boolean;
  viralScore: number;
  /** Built-in sample photos, as opposed to fans' uploads. */
  isSample: boolean;
}

/** What staff see in moderation: the photo plus its review state and the submitter's choices. */
export interface ModeratedFanPhoto extends FanPhoto {
  status: FanPhotoStatus;
  rejectionReason: string | null;
  allowRepost: boolean;
  allowCommercialUse: boolean;
  hasEmail: boolean;
  reviewedAt: string | null;
}

/** GET /api/admin/fan-photos: one page of one status, and the pending count for the tab. */
export interface FanPhotoModerationPage {
  photos: ModeratedFanPhoto[];
  pendingCount: number;
  pagination: { total: number; hasMore: boolean };
}
