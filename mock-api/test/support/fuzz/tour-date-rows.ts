import fc from 'fast-check';
import { z } from 'zod';
import { adminTourDatesQuerySchema, tourDateBodySchema } from '@ps/shared/schemas';
import type { FuzzFixtures } from './fixtures';
import { always, type RouteRow } from './route-row';
import { Slot } from './wire';

const signedIn = { cookie: new Slot('cookie'), 'x-csrf-token': new Slot('csrf') };
const asAdmin = (fixtures: FuzzFixtures) => fixtures.signedInAdmin();
const tourDateParams = z.object({ id: z.string() });

const SHOW = {
  city: 'Boise, ID',
  venue: 'Knitting Factory',
  startsAt: '2031-05-02T20:00:00-06:00',
  timeZone: 'America/Boise',
  ticketUrl: 'https://tickets.example/boise',
  ticketsTotal: 900,
  ticketsRemaining: 120,
};

/** A show with its presale: the code mailed with the announcement, good until the public sale. */
const SHOW_WITH_PRESALE = { ...SHOW, presaleCode: 'SQUAD-2031', publicSaleAt: '2031-04-01T10:00:00-06:00' };

/** The band's shows (the public list and the admin Tour screen's routes) and the signup count beside them. */
export const tourDateRows: RouteRow[] = [
  { method: 'GET', path: '/api/tour-dates', example: () => always({}), weight: 0.2 },
  { method: 'GET', path: '/api/social-proof', example: () => always({}), weight: 0.1 },
  {
    method: 'GET',
    path: '/api/admin/tour-dates',
    query: adminTourDatesQuerySchema,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, query: { when: 'played', limit: '10', offset: '0' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/tour-dates',
    body: tourDateBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => fc.constantFrom({ headers: signedIn, body: SHOW }, { headers: signedIn, body: SHOW_WITH_PRESALE }),
  },
  {
    method: 'PUT',
    path: '/api/admin/tour-dates/:id',
    params: tourDateParams,
    body: tourDateBodySchema,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '3' }, body: SHOW_WITH_PRESALE }),
  },
  {
    method: 'POST',
    path: '/api/admin/tour-dates/:id/cancel',
    params: tourDateParams,
    weight: 0.2,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '6' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/tour-dates/:id/sold-out',
    params: tourDateParams,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '3' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/tour-dates/:id/announce',
    params: tourDateParams,
    weight: 0.1,
    context: asAdmin,
    example: () => always({ headers: signedIn, params: { id: '5' } }),
  },
];
