import { apiRequest } from '@ps/shared/api';
import type { ShareRequest, ShareResponse } from '@ps/shared/social';

/** Spec 2 §7: records a share for every platform except TikTok, which has its own call. */
export const shareContent = (body: ShareRequest) =>
  apiRequest<ShareResponse>('/api/social/share', { method: 'POST', body });
