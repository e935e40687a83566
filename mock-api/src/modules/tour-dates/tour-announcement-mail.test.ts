import { describe, expect, it } from 'vitest';
import type { TourDate } from '@ps/shared/schemas';
import { tourAnnouncementMail } from './tour-announcement-mail';

const show: TourDate = {
  id: 7,
  city: 'Boise <ID>',
  venue: 'Knitting & Factory',
  startsAt: '2031-05-03T02:00:00Z',
  timeZone: 'America/Boise',
  ticketUrl: 'https://tickets.example/boise?a=1&b=2',
  ticketsTotal: 900,
  ticketsRemaining: 120,
  status: 'scheduled',
};
const recipient = { email: 'fan@example.com', name: null, unsubscribeToken: 'tok en' };

describe('tourAnnouncementMail', () => {
  const mail = tourAnnouncementMail(show, null, recipient, 'https://panicsquad.example');

  it('dates the show by the venue clock, not the server one', () => {
    expect(mail.text).toContain('on Friday, May 2, 2031 at 8:00 PM (venue time)');
  });

  it('escapes the staff-typed names in the HTML part and keeps them whole in the text', () => {
    expect(mail.subject).toBe('New show: Boise <ID>');
    expect(mail.html).toContain('New show: Boise &lt;ID&gt;');
    expect(mail.html).toContain('Knitting &amp; Factory');
    expect(mail.html).toContain('href="https://tickets.example/boise?a=1&amp;b=2"');
    expect(mail.text).toContain('Tickets: https://tickets.example/boise?a=1&b=2');
  });

  it("points a show without a ticket page at the site's own tour dates, not at a made-up link", () => {
    const withoutTickets = tourAnnouncementMail(
      { ...show, ticketUrl: null },
      null,
      recipient,
      'https://panicsquad.example',
    );
    expect(withoutTickets.text).toContain('Tour dates: https://panicsquad.example/#tour');
    expect(withoutTickets.text).not.toContain('Tickets:');
  });

  it("carries the subscriber's one-click unsubscribe link, from the configured address", () => {
    const link = 'https://panicsquad.example/api/newsletter/unsubscribe?token=tok%20en';
    expect(mail.text).toContain(link);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text.startsWith('Hey there,')).toBe(true);
  });

  it('names no presale code for a show without one', () => {
    expect(mail.text).not.toMatch(/presale/i);
  });

  it('gives the presale code and says it works until the public sale, on the venue clock', () => {
    const presale = { code: 'PANIC-BOISE', until: '2031-04-01T16:00:00Z' };
    const withCode = tourAnnouncementMail(show, presale, recipient, 'https://panicsquad.example');
    expect(withCode.text).toContain(
      'Your presale code: PANIC-BOISE. It works at the ticket link until the public sale starts on Tuesday, April 1, 2031 at 10:00 AM (venue time).',
    );
    expect(withCode.html).toContain('PANIC-BOISE');
  });
});
