/** Where the band's music is; every link opens in a new tab. Community profiles live in the shop's settings. */
export const STREAMING_LINKS = {
  streaming: { label: 'Spotify', href: 'https://open.spotify.com/search/Panic%20Squad' },
  appleStyle: { label: 'Apple Music', href: 'https://music.apple.com/us/search?term=Panic%20Squad' },
  video: { label: 'YouTube', href: 'https://www.youtube.com/results?search_query=Panic+Squad+band' },
  store: { label: 'Bandcamp', href: 'https://bandcamp.com/search?q=Panic%20Squad' },
} as const;
