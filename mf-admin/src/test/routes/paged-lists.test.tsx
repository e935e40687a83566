import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminMailingsResponseSchema,
  adminNewsResponseSchema,
  adminReleasesResponseSchema,
  adminTourDatesResponseSchema,
  promotionsResponseSchema,
  staffListResponseSchema,
} from '@ps/shared/schemas';
import { answerList, askedFor, pageOf, startMockApi } from '@ps/test-kit/mock-api';
import { renderConsole } from '../render-console';

startMockApi();

const SAVED = '2026-01-05T10:00:00.000Z';
const pagination = (query: URLSearchParams, total: number) => ({
  total,
  hasMore: Number(query.get('offset')) + Number(query.get('limit')) < total,
});

interface ListScreen {
  path: string;
  /** How the screen names row `number`, as staff read it. */
  rowText: (number: number) => string;
  answer: (total: number) => URLSearchParams[];
  /** A choice the list keeps in the address: the control staff use, a value, and the API's name for it. */
  filter?: { label: string; param: string; value: string };
}

/** The console's plain paged lists: one page of rows, the pager, and at most one choice. */
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
        pagination: pagination(query, total),
      })),
    filter: { label: 'Posts', param: 'state', value: 'draft' },
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
        pagination: pagination(query, total),
      })),
    filter: { label: 'Shows', param: 'when', value: 'played' },
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
        pagination: pagination(query, total),
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
        pagination: pagination(query, total),
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
        pagination: pagination(query, total),
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
        pagination: pagination(query, total),
        requireTwoFactor: false,
      })),
  },
};

describe.each(Object.entries(screens))('the console %s list', (_, screenUnderTest) => {
  const { path, rowText, answer, filter } = screenUnderTest;
  afterEach(cleanup);

  it('when the address names the second page, then it lists that page of rows', async () => {
    const asked = answer(45);
    renderConsole(`${path}?page=2`);
    expect(await screen.findByText(rowText(21))).toBeTruthy();
    expect(screen.getByText(rowText(40))).toBeTruthy();
    expect(screen.queryByText(rowText(1))).toBeNull();
    expect(askedFor(asked, { offset: '20' })).toBe(true);
  });

  it('when staff press Next, then the address and the list move to the next page', async () => {
    answer(45);
    const view = renderConsole(path);
    await screen.findByText(rowText(1));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(rowText(21))).toBeTruthy();
    expect(view.searchParams().get('page')).toBe('2');
  });

  // Only lists with a choice get this journey: the others have nothing to choose.
  if (!filter) return;
  const { label, param, value } = filter;
  it('when staff choose what to list, then the address keeps it and the API is asked for it', async () => {
    const asked = answer(45);
    const view = renderConsole(`${path}?page=2`);
    await screen.findByText(rowText(21));
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
    expect(await screen.findByText(rowText(1))).toBeTruthy();
    expect(view.searchParams().get(param)).toBe(value);
    expect(view.searchParams().get('page')).toBeNull();
    expect(askedFor(asked, { [param]: value, offset: '0' })).toBe(true);
  });
});
