import { describe, expect, it } from 'vitest';
import type { AdminTourDate } from '@ps/shared/schemas';
import { toTourDateBody, toTourFormValues } from './tour-form-values';

const show: AdminTourDate = {
  id: 3,
  city: 'Chicago, IL',
  venue: 'House of Blues',
  startsAt: '2027-07-16T01:00:00.000Z',
  timeZone: 'America/Chicago',
  ticketUrl: 'https://tickets.example/chicago',
  ticketsTotal: null,
  ticketsRemaining: null,
  status: 'scheduled',
  announcedAt: null,
  announcedTo: null,
  presaleCode: 'SQUAD-CHI',
  publicSaleAt: '2027-06-01T15:00:00.000Z',
  cancellationAudience: 0,
  cancellationMailedTo: null,
  version: 3,
};

describe('the presale fields', () => {
  it("show the public sale on the venue's clock and send it back as the same instant", () => {
    const values = toTourFormValues(show);
    expect(values).toMatchObject({ presaleCode: 'SQUAD-CHI', publicSale: '2027-06-01T10:00' });
    expect(toTourDateBody(values)).toMatchObject({ presaleCode: 'SQUAD-CHI', publicSaleAt: show.publicSaleAt });
  });

  it('sends a blank ticket link as none, so the landing shows no GET TICKETS', () => {
    expect(toTourDateBody({ ...toTourFormValues(show), ticketUrl: ' ' }).ticketUrl).toBeNull();
    expect(toTourDateBody(toTourFormValues(show)).ticketUrl).toBe('https://tickets.example/chicago');
  });

  it('send blank fields as no presale', () => {
    const body = toTourDateBody({ ...toTourFormValues(show), presaleCode: '  ', publicSale: '' });
    expect(body).toMatchObject({ presaleCode: null, publicSaleAt: null });
  });
});

describe('the version', () => {
  it('goes back with the save as read, and not at all for a new show', () => {
    expect(toTourDateBody(toTourFormValues(show)).expectedVersion).toBe(3);
    expect(toTourDateBody(toTourFormValues(null)).expectedVersion).toBeUndefined();
  });
});
