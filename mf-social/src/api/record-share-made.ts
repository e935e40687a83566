import { apiRequest } from '@ps/shared/api';
import type { ShareMadeRequest, ShareMadeResponse } from '@ps/shared/social';

/** Counts a share once the fan has really made it: opened the platform's share page or finished the share sheet. */
export const recordShareMade = (body: ShareMadeRequest) =>
  apiRequest<ShareMadeResponse>('/api/social/shares', { method: 'POST', body });
