import { z } from 'zod';
import { adminNewsQuerySchema, newsPostBodySchema, newsQuerySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const newsParams = z.object({ id: z.string() });

const POST = {
  title: 'Acoustic session tonight',
  date: '2025-06-01',
  type: 'content',
  content: 'Three songs, one stool, no distortion pedals.',
  isHot: false,
};

const byId = (method: 'POST' | 'DELETE', path: string, id: string): RouteRow => ({
  method,
  path,
  params: newsParams,
  weight: 0.1,
  context: asAdmin,
  example: () => always({ headers: signedIn, params: { id } }),
});

/** The landing's news (the public list and the console's News screen). */
export const newsRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/news',
    query: newsQuerySchema,
    weight: 0.2,
    example: () => always({ query: { limit: '4' } }),
  },
  {
    method: 'GET',
    path: '/api/admin/news',
    query: adminNewsQuerySchema,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { state: 'draft', limit: '10', offset: '0' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/news',
    body: newsPostBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, body: POST }),
  },
  {
    method: 'PUT',
    path: '/api/admin/news/:id',
    params: newsParams,
    body: newsPostBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '2' }, body: POST }),
  },
  byId('POST', '/api/admin/news/:id/publish', '3'),
  byId('POST', '/api/admin/news/:id/unpublish', '3'),
  byId('DELETE', '/api/admin/news/:id', '1'),
];
