export const SOCIAL_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'viral', label: 'Viral' },
  { id: 'instagram', label: 'Instagram' },
  // Spec 2 labels the community tab after the band's Discord server.
  { id: 'community', label: 'Discord' },
  { id: 'fan-photos', label: 'Fan Photos' },
  { id: 'share', label: 'Share' },
] as const;

export type SocialTabId = (typeof SOCIAL_TABS)[number]['id'];

export const DEFAULT_TAB: SocialTabId = 'overview';

export const isSocialTab = (value: string | undefined): value is SocialTabId =>
  SOCIAL_TABS.some((tab) => tab.id === value);

export const tabPath = (id: SocialTabId): string => (id === DEFAULT_TAB ? '/social' : `/social/${id}`);
