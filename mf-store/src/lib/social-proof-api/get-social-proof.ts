import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { SocialProof } from '@ps/shared/schemas';

/** The landing page reads the same answer under this key, so a first screen's copy serves both. */
export const socialProofKeys = { all: ['social', 'proof'] as const };

export const socialProofQueryOptions = () =>
  queryOptions({
    queryKey: socialProofKeys.all,
    queryFn: ({ signal }) => apiRequest<SocialProof>('/api/social-proof', { signal }),
  });

/** Counts the shop can prove from its own records (orders shipped, fans who joined). */
export const useSocialProof = () => useQuery(socialProofQueryOptions());
