import { apiRequest } from '@ps/shared/api';
import type { SocialProof } from '@ps/shared/schemas';
import { pageResource } from '@ps/shared/page-resource';

/** GET /api/social-proof: counts the server takes from its own records (signups, shipped orders). */
export const useSocialProof = pageResource(['social', 'proof'], () => apiRequest<SocialProof>('/api/social-proof'));
