import { z } from 'zod';
import { adminReleasesQuerySchema, releaseBodySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const releaseParams = z.object({ id: z.string() });

const RELEASE = {
  slug: 'acoustic-sessions',
  title: 'Acoustic Sessions',
  artist: 'Panic Squad',
  type: 'ep',
  releasedOn: '2026-01-16',
  description: 'Four songs, one stool.',
  genres: ['Acoustic'],
  cover: { motif: 'mask', background: '#4fd1ff', accent: '#ffd23f' },
  tracks: [{ title: 'Heart Rate Hero (Acoustic)', seconds: 201, popular: true }],
  links: { spotify: 'https://open.example/album/1', appleMusic: null, youtube: null, download: '/store' },
  featured: false,
};

/** The landing's releases (the public list and the console's Releases screen). */
export const releaseRows: RouteRow[] = [
  { method: 'GET', path: '/api/releases', weight: 0.2, example: () => always({}) },
  {
    method: 'GET',
    path: '/api/admin/releases',
    query: adminReleasesQuerySchema,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: '10', offset: '0' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/releases',
    body: releaseBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: RELEASE }),
  },
  {
    method: 'PUT',
    path: '/api/admin/releases/:id',
    params: releaseParams,
    body: releaseBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: RELEASE }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/releases/:id',
    params: releaseParams,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '2' } }),
  },
];
