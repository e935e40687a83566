/** The band's profiles on outside services; every one opens in a new tab. */
export const STREAMING_LINKS = {
  streaming: { label: 'Spotify', href: 'https://open.spotify.com/search/Panic%20Squad' },
  appleStyle: { label: 'Apple Music', href: 'https://music.apple.com/us/search?term=Panic%20Squad' },
  video: { label: 'YouTube', href: 'https://www.youtube.com/results?search_query=Panic+Squad+band' },
  store: { label: 'Bandcamp', href: 'https://bandcamp.com/search?q=Panic%20Squad' },
} as const;

export const COMMUNITY_LINKS = {
  chat: { label: 'Discord', href: 'https://discord.com/invite/panicsquad' },
  photos: { label: 'Instagram', href: 'https://www.instagram.com/panicsquadband' },
  shortVideo: { label: 'TikTok', href: 'https://www.tiktok.com/@panicsquadband' },
  microblog: { label: 'Twitter', href: 'https://twitter.com/panicsquadband' },
} as const;
