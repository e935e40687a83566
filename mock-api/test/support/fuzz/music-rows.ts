import { z } from 'zod';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const trackParams = z.object({ trackId: z.string() });

/**
 * The console's Music screen as a signed-in admin. The upload is multipart: the fuzzer's JSON
 * and junk bodies must be refused with a 4xx, and a real track's preview is never replaced.
 */
export const musicRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/admin/music/tracks',
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn }),
  },
  {
    method: 'PUT',
    path: '/api/admin/music/tracks/:trackId/preview',
    params: trackParams,
    weight: 0.3,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { trackId: 'my-space-01' }, body: {} }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/music/tracks/:trackId/preview',
    params: trackParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { trackId: 'no-such-track-01' } }),
  },
];
