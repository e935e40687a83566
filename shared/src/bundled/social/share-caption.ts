import type { SharePlatform } from './constants';

export interface SharingPlatform {
  id: SharePlatform;
  name: string;
  /** The platform where this kind of content does best (spec 2's optimal flag). */
  optimal: boolean;
  format: string;
  maxChars: number;
  features: readonly string[];
}

/** Spec 2 §9: TikTok 150, Instagram 125, Twitter 280, Facebook 400 characters. */
export const SHARING_PLATFORMS: readonly SharingPlatform[] = [
  {
    id: 'tiktok',
    name: 'TikTok',
    optimal: true,
    format: 'Vertical video, 9:16',
    maxChars: 150,
    features: ['Sounds', 'Duets', 'Stitches'],
  },
  {
    id: 'instagram',
    name: 'Instagram',
    optimal: true,
    format: 'Square or 4:5 image, Reels',
    maxChars: 125,
    features: ['Stories', 'Reels', 'Carousel'],
  },
  {
    id: 'twitter',
    name: 'Twitter',
    optimal: false,
    format: 'Text with a link card',
    maxChars: 280,
    features: ['Threads', 'Quote posts'],
  },
  {
    id: 'facebook',
    name: 'Facebook',
    optimal: false,
    format: 'Link post',
    maxChars: 400,
    features: ['Groups', 'Events'],
  },
];

export const DEFAULT_SHARE_PLATFORMS: readonly SharePlatform[] = ['tiktok', 'instagram'];

const TWITTER_CAPTION_CHARS = 200;
const ELLIPSIS = '…';

export const hashtagCountFor = (platform: SharePlatform): number => (platform === 'instagram' ? 5 : 3);

export const platformById = (id: SharePlatform): SharingPlatform =>
  SHARING_PLATFORMS.find((platform) => platform.id === id) ?? SHARING_PLATFORMS[0]!;

/** Cut to `max` characters (whole code points) with an ellipsis as the last one. */
export function cutWithEllipsis(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}${ELLIPSIS}`;
}

/** The text a platform gets: caption (Twitter's first 200 characters), hashtags, cut to the limit. */
export function platformCaption(platform: SharePlatform, caption: string, hashtags: readonly string[]): string {
  const text = platform === 'twitter' ? Array.from(caption).slice(0, TWITTER_CAPTION_CHARS).join('') : caption;
  const tags = hashtags
    .slice(0, hashtagCountFor(platform))
    .map((tag) => `#${tag}`)
    .join(' ');
  return cutWithEllipsis([text.trim(), tags].filter(Boolean).join('\n\n'), platformById(platform).maxChars);
}
