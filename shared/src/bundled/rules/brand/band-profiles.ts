/** Where each public profile may point: a typo cannot send fans somewhere else. */
export const BAND_PROFILES = {
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  discord: { label: 'Discord', hosts: ['discord.com', 'discord.gg'] },
  twitter: { label: 'Twitter/X', hosts: ['x.com', 'twitter.com'] },
} as const;
export type BandProfile = keyof typeof BAND_PROFILES;
