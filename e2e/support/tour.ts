import { expect, type Page } from '@playwright/test';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds tomorrow's show with its own ticket page through the console's API, for journeys about the
 * ticket button: the sample shows have no ticket page, so the landing gives them no button.
 */
export async function addShowWithTicketPage(staff: Page, city: string): Promise<void> {
  const { csrfToken } = (await (await staff.request.get('/api/admin/auth/session')).json()) as { csrfToken: string };
  const response = await staff.request.post('/api/admin/tour-dates', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      city,
      venue: 'The Basement',
      startsAt: new Date(Date.now() + DAY_MS).toISOString(),
      timeZone: 'Europe/London',
      ticketUrl: 'https://tickets.example/panic-squad',
      ticketsTotal: null,
      ticketsRemaining: null,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
