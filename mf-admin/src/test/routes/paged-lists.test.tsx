import { adminMailingsResponseSchema, staffListResponseSchema } from '@ps/shared/console-schemas';
import {
  adminNewsResponseSchema,
  adminReleasesResponseSchema,
  adminTourDatesResponseSchema,
  promotionsResponseSchema,
} from '@ps/shared/schemas';
import { answerList, pageOf, paginationOf, startMockApi } from '@ps/test-kit/mock-api';
import { describeListScreen, select, type ListScreen } from '../list-screen-journeys';

startMockApi();

const SAVED = '2026-01-05T10:00:00.000Z';

/** The console's plain paged lists (news, tour, promotions, newsletter, releases, staff): rows, pager, one choice. */
const screens: Record<string, ListScreen> = {
  news: {
    path: '/admin/news',
    rowText: (number) => `Post ${number}`,
    answer: (total) =>
      answerList('/api/admin/news', adminNewsResponseSchema, (query) => ({
        news: pageOf(query, total, (id) => ({
          id,
          title: `Post ${id}`,
          date: '2026-01-05',
          type: 'content' as const,
          content: 'Made by a test',
          isHot: false,
          published: false,
          updatedAt: SAVED,
          version: 1,
        })),
        pagination: paginationOf(query, total),
      })),
    filter: { choose: select('Posts', 'draft'), param: 'state', value: 'draft' },
  },
  tour: {
    path: '/admin/tour',
    rowText: (number) => `Venue ${number}`,
    answer: (total) =>
      answerList('/api/admin/tour-dates', adminTourDatesResponseSchema, (query) => ({
        tourDates: pageOf(query, total, (id) => ({
          id,
          city: 'Springfield',
          venue: `Venue ${id}`,
          startsAt: '2030-06-01T19:00:00-05:00',
          timeZone: 'America/Chicago',
          ticketUrl: null,
          ticketsTotal: null,
          ticketsRemaining: null,
          status: 'scheduled' as const,
          announcedAt: null,
          announcedTo: null,
          presaleCode: null,
          publicSaleAt: null,
          cancellationAudience: 0,
          cancellationMailedTo: null,
          version: 1,
        })),
        pagination: paginationOf(query, total),
      })),
    filter: { choose: select('Shows', 'played'), param: 'when', value: 'played' },
  },
  promotions: {
    path: '/admin/promotions',
    rowText: (number) => `CODE${number}`,
    answer: (total) =>
      answerList('/api/admin/promotions', promotionsResponseSchema, (query) => ({
        promotions: pageOf(query, total, (id) => ({
          id,
          code: `CODE${id}`,
          type: 'percentage' as const,
          value: 10,
          minSubtotal: 0,
          startsAt: SAVED,
          endsAt: null,
          usageLimit: null,
          usageLimitPerCustomer: null,
          usedCount: 0,
          productIds: [],
          categoryIds: [],
          active: true,
          state: 'running' as const,
          version: 1,
        })),
        pagination: paginationOf(query, total),
      })),
  },
  newsletter: {
    path: '/admin/newsletter',
    rowText: (number) => `Mailing ${number}`,
    answer: (total) =>
      answerList('/api/admin/mailings', adminMailingsResponseSchema, (query) => ({
        mailings: pageOf(query, total, (id) => ({
          id,
          subject: `Mailing ${id}`,
          body: 'Made by a test',
          status: 'draft' as const,
          writtenBy: 'Test admin',
          sentBy: null,
          sentAt: null,
          recipients: null,
          createdAt: SAVED,
          updatedAt: SAVED,
          version: 1,
        })),
        pagination: paginationOf(query, total),
        subscribers: 0,
      })),
  },
  releases: {
    path: '/admin/releases',
    rowText: (number) => `Release ${number}`,
    answer: (total) =>
      answerList('/api/admin/releases', adminReleasesResponseSchema, (query) => ({
        releases: pageOf(query, total, (id) => ({
          id,
          slug: `release-${id}`,
          title: `Release ${id}`,
          artist: 'Panic Squad',
          type: 'single' as const,
          releasedOn: '2026-01-05',
          description: 'Made by a test',
          genres: [],
          cover: { motif: 'window' as const, background: '#ff4f8b', accent: '#ffd23f' },
          tracks: [],
          links: { spotify: null, appleMusic: null, youtube: null, download: null },
          featured: false,
          updatedAt: SAVED,
        })),
        pagination: paginationOf(query, total),
      })),
  },
  staff: {
    path: '/admin/staff',
    rowText: (number) => `member-${number}@panicsquad.example`,
    answer: (total) =>
      answerList('/api/admin/staff', staffListResponseSchema, (query) => ({
        staff: pageOf(query, total, (id) => ({
          id,
          email: `member-${id}@panicsquad.example`,
          name: `Member ${id}`,
          role: 'staff' as const,
          status: 'active' as const,
          lastSignInAt: null,
          createdAt: SAVED,
          twoFactor: false,
        })),
        pagination: paginationOf(query, total),
        requireTwoFactor: false,
      })),
  },
};

for (const [name, list] of Object.entries(screens)) describeListScreen(name, list);
