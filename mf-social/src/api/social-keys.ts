import type { SocialPostFilter, ViralMomentSort } from '@ps/shared/social';

/** Hierarchical query keys for the social hub's feeds. */
export const socialKeys = {
  all: ['social'] as const,
  posts: (filter: SocialPostFilter) => ['social', 'posts', { filter }] as const,
  viral: (sort: ViralMomentSort) => ['social', 'viral-moments', { sort }] as const,
  overview: () => ['social', 'overview'] as const,
  shareable: () => ['social', 'shareable-content'] as const,
  fanPhotos: () => ['social', 'fan-photos'] as const,
};
