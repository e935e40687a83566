import type { FanPhoto, ModeratedFanPhoto } from '@ps/shared/social';
import { imageUrl } from '../../platform/media';
import type { FanPhotoRow } from './repository';

function urlsOf(row: FanPhotoRow): { imageUrl: string; thumbnailUrl: string } {
  // A rejected upload's files are deleted (see the service), so there is nothing to point at.
  if (row.status === 'rejected' && row.imageId) return { imageUrl: '', thumbnailUrl: '' };
  if (row.imageId && row.imageFormat) {
    const image = { id: row.imageId, format: row.imageFormat };
    return { imageUrl: imageUrl(image, 'full', 'webp'), thumbnailUrl: imageUrl(image, 'thumb', 'webp') };
  }
  return { imageUrl: row.sampleArtUrl ?? '', thumbnailUrl: row.sampleArtUrl ?? '' };
}

/** Spec 2's fan photo: never the submitter's e-mail, never the original upload. */
export function toFanPhoto(row: FanPhotoRow): FanPhoto {
  return {
    id: String(row.id),
    ...urlsOf(row),
    caption: row.caption,
    submitterName: row.submitterName,
    submitterHandle: row.submitterHandle,
    platform: row.platform,
    isApproved: row.status === 'approved',
    isFeatured: row.isFeatured,
    likeCount: row.likeCount,
    submittedAt: row.submittedAt.toISOString(),
    hashtags: row.hashtags,
    location: row.location,
    tiktokPotential: row.tiktokPotential,
    viralScore: Math.round(row.viralScore * 10) / 10,
    isSample: row.sampleArtUrl !== null,
  };
}

export function toModeratedFanPhoto(row: FanPhotoRow): ModeratedFanPhoto {
  return {
    ...toFanPhoto(row),
    status: row.status,
    rejectionReason: row.rejectionReason,
    allowRepost: row.allowRepost,
    allowCommercialUse: row.allowCommercialUse,
    hasEmail: row.submitterEmail !== null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
