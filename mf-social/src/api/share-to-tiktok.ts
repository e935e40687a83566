import { apiRequest } from '@ps/shared/api';
import type { ShareToTikTokRequest, ShareToTikTokResponse } from '@ps/shared/social';

/** Spec 2 §7: prepares a TikTok share: the caption to paste in the app and the picture to upload. */
export const shareToTikTok = (body: ShareToTikTokRequest) =>
  apiRequest<ShareToTikTokResponse>('/api/social/share-to-tiktok', { method: 'POST', body });
