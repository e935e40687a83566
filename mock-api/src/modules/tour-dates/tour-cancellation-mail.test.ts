import { describe, expect, it } from 'vitest';
import type { TourDate } from '@ps/shared/schemas';
import { tourCancellationMail } from './tour-cancellation-mail';

const show: TourDate = {
  id: 7,
  city: 'Boise <ID>',
  venue: 'Knitting & Factory',
  startsAt: '2031-05-03T02:00:00Z',
  timeZone: 'America/Boise',
  ticketUrl: 'https://tickets.example/boise?a=1&b=2',
  ticketsTotal: 900,
  ticketsRemaining: 120,
  status: 'cancelled',
};
const recipient = { email: 'fan@example.com', name: 'Riley', unsubscribeToken: 'tok' };

describe('tourCancellationMail', () => {
  const mail = tourCancellationMail(show, recipient, 'https://panicsquad.example');

  it('says which show is off: venue, city, and the date by the venue clock', () => {
    expect(mail.to).toBe('fan@example.com');
    expect(mail.subject).toBe('Cancelled: Boise <ID>');
    expect(mail.text).toContain('Hey Riley,');
    expect(mail.text).toContain(
      'the Panic Squad show at Knitting & Factory in Boise <ID> on Friday, May 2, 2031 at 8:00 PM (venue time) is cancelled.',
    );
    expect(mail.html).toContain('Knitting &amp; Factory in Boise &lt;ID&gt;');
  });

  it('sends ticket holders to the vendor and promises no refund of its own', () => {
    expect(mail.text).toContain('sold by the ticket vendor, not by us');
    expect(mail.text).toContain('Ticket vendor: https://tickets.example/boise?a=1&b=2');
    expect(mail.text).not.toMatch(/we (will )?refund|full refund|refunded automatically/i);
  });

  it("carries the subscriber's one-click unsubscribe link and headers", () => {
    const link = 'https://panicsquad.example/api/newsletter/unsubscribe?token=tok';
    expect(mail.text).toContain(`Unsubscribe with one click: ${link}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
