import { z } from 'zod';
import {
  fanPhotoBulkSchema,
  fanPhotoFeatureSchema,
  fanPhotoListQuerySchema,
  fanPhotoRejectSchema,
} from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const photoParams = z.object({ id: z.string() });
const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();

/**
 * Fan photos: the showcase, the multipart submit (sent JSON or junk by the fuzzer, so it must
 * refuse with a 4xx) and the moderation routes as a signed-in admin. Sample photo 1 exists.
 */
export const fanPhotoRows: RouteRow[] = [
  { method: 'GET', path: '/api/fan-photos', example: () => always({}), weight: 0.3 },
  { method: 'POST', path: '/api/fan-photos/submit', example: () => always({ body: {} }), weight: 0.2 },
  {
    method: 'GET',
    path: '/api/admin/fan-photos',
    query: fanPhotoListQuerySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { status: 'approved' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/fan-photos/bulk',
    body: fanPhotoBulkSchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: { ids: [1], action: 'approve' } }),
  },
  ...(['approve', 'takedown'] as const).map((action): RouteRow => ({
    method: 'POST',
    path: `/api/admin/fan-photos/:id/${action}`,
    params: photoParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' } }),
  })),
  {
    method: 'POST',
    path: '/api/admin/fan-photos/:id/reject',
    params: photoParams,
    body: fanPhotoRejectSchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: { reason: 'Blurry' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/fan-photos/:id/feature',
    params: photoParams,
    body: fanPhotoFeatureSchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: { featured: true } }),
  },
];
