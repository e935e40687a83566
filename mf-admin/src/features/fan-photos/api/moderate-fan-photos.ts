import { authRequest } from '@ps/shared/api';
import type { ModeratedFanPhoto } from '@ps/shared/social';
import { fanPhotoKeys } from './fan-photo-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** One staff decision on one photo; the server checks the permission and whether the move is allowed. */
export type Moderation =
  | { action: 'approve' | 'takedown'; id: string }
  | { action: 'reject'; id: string; reason: string }
  | { action: 'feature'; id: string; featured: boolean };

export interface BulkModeration {
  ids: string[];
  action: 'approve' | 'reject';
  reason?: string;
}

function bodyOf(moderation: Moderation) {
  if (moderation.action === 'reject') return { reason: moderation.reason };
  if (moderation.action === 'feature') return { featured: moderation.featured };
  return undefined;
}

const moderate = (moderation: Moderation) =>
  authRequest<ModeratedFanPhoto>(`/api/admin/fan-photos/${encodeURIComponent(moderation.id)}/${moderation.action}`, {
    method: 'POST',
    body: bodyOf(moderation),
  });

/** POST /api/admin/fan-photos/bulk: all the photos move, or none does. */
const moderateMany = ({ ids, action, reason }: BulkModeration) =>
  authRequest<{ photos: ModeratedFanPhoto[] }>('/api/admin/fan-photos/bulk', {
    method: 'POST',
    body: { ids: ids.map(Number), action, reason },
  });

/** Every tab refreshes afterwards: a decision moves the photo between them and changes the pending count. */
export const useModerateFanPhoto = () => useRefreshingMutation(fanPhotoKeys.all, moderate);
export const useModerateFanPhotos = () => useRefreshingMutation(fanPhotoKeys.all, moderateMany);
