import fc from 'fast-check';
import {
  shareMadeRequestSchema,
  shareRequestSchema,
  shareToTikTokRequestSchema,
  socialPostsQuerySchema,
  viralMomentsQuerySchema,
} from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

/** The social hub: feeds read by every visitor and the share call. */
export const socialRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/social/posts',
    query: socialPostsQuerySchema,
    example: () => fc.constantFrom({ query: { filter: 'viral' } }, { query: { filter: 'tiktok' } }, {}),
    weight: 0.5,
  },
  {
    method: 'GET',
    path: '/api/social/viral-moments',
    query: viralMomentsQuerySchema,
    example: () => fc.constantFrom({ query: { sort: 'views' } }, { query: { sort: 'recent' } }, {}),
    weight: 0.5,
  },
  { method: 'GET', path: '/api/social/overview', example: () => always({}), weight: 0.3 },
  { method: 'GET', path: '/api/social/shareable-content', example: () => always({}), weight: 0.3 },
  {
    method: 'POST',
    path: '/api/social/share',
    body: shareRequestSchema,
    example: () =>
      always({
        body: { contentId: 'song-anxiety-anthem', platforms: ['tiktok', 'twitter'], customCaption: 'Turn it up!' },
      }),
  },
  {
    method: 'POST',
    path: '/api/social/share-to-tiktok',
    body: shareToTikTokRequestSchema,
    example: () =>
      always({
        body: { postId: 'song-anxiety-anthem', caption: 'Turn it up!', mediaUrl: '/api/art/social/post-1.svg' },
      }),
  },
  {
    method: 'POST',
    path: '/api/social/shares',
    body: shareMadeRequestSchema,
    example: () => always({ body: { contentId: 'song-anxiety-anthem', platform: 'twitter' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/analytics/shares',
    weight: 0.2,
    context: (fixtures: FuzzFixtures) => fixtures.signedInAdmin(),
    example: () => always({ headers: { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') } }),
  },
];
