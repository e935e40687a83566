import fc from 'fast-check';
import { z } from 'zod';
import { adminMailingsQuerySchema, mailingBodySchema } from '@ps/shared/console-schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const mailingParams = z.object({ id: z.string() });

const MAILING = { subject: 'Van diary #4', body: 'New demo below.\n\nhttps://panicsquad.example/demo <b>not bold</b>' };

const onMailing = (method: RouteRow['method'], path: string): RouteRow => ({
  method,
  path,
  params: mailingParams,
  weight: 0.1,
  context: asAdmin,
  example: () => always({ headers: signedIn, params: { id: '1' } }),
});

/** The Newsletter screen's routes: drafts, the test copy and the one send. */
export const mailingRows: RouteRow[] = [
  {
    method: 'GET',
    path: '/api/admin/mailings',
    query: adminMailingsQuerySchema,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { limit: '10', offset: '0' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/mailings',
    body: mailingBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () =>
      fc.constantFrom({ headers: signedIn, body: MAILING }, { headers: signedIn, body: { subject: '', body: '' } }),
  },
  {
    ...onMailing('PUT', '/api/admin/mailings/:id'),
    body: mailingBodySchema,
    example: () => always({ headers: signedIn, params: { id: '1' }, body: MAILING }),
  },
  onMailing('DELETE', '/api/admin/mailings/:id'),
  onMailing('POST', '/api/admin/mailings/:id/test'),
  onMailing('POST', '/api/admin/mailings/:id/send'),
];
