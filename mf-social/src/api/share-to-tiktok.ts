import { apiRequest } from '@ps/shared/api';
import type { ShareToTikTokRequest, ShareToTikTokResponse } from '@ps/shared/social';

/** Spec 2 §7: records a TikTok share and answers with the caption to paste in the app. */
export const shareToTikTok = (body: ShareToTikTokRequest) =>
  apiRequest<ShareToTikTokResponse>('/api/social/share-to-tiktok', { method: 'POST', body });
