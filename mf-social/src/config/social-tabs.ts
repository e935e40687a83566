import type { SOCIAL_TAB_IDS } from '@ps/shared/social';

export const SOCIAL_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'viral', label: 'Viral' },
  { id: 'instagram', label: 'Instagram' },
  // Spec 2 labels the community tab after the band's Discord server.
  { id: 'community', label: 'Discord' },
  { id: 'fan-photos', label: 'Fan Photos' },
  { id: 'share', label: 'Share' },
] as const satisfies readonly { id: (typeof SOCIAL_TAB_IDS)[number]; label: string }[];

export type SocialTabId = (typeof SOCIAL_TABS)[number]['id'];

export const DEFAULT_TAB: SocialTabId = 'overview';

export const isSocialTab = (value: string | undefined): value is SocialTabId =>
  SOCIAL_TABS.some((tab) => tab.id === value);

export const tabPath = (id: SocialTabId): string => (id === DEFAULT_TAB ? '/social' : `/social/${id}`);
