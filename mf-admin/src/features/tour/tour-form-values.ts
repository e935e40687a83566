import type { AdminTourDate, TourDateBody } from '@ps/shared/schemas';
import { isoToVenueTime, venueTimeToIso } from './venue-time';

/** The zones the band plays in; an existing show's own zone is added to the list when it is not here. */
export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Vancouver',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
] as const;

/** The form keeps text as typed; the API gets an ISO instant and numbers. */
export interface TourFormValues {
  city: string;
  venue: string;
  date: string;
  time: string;
  timeZone: string;
  ticketUrl: string;
  ticketsTotal: string;
  ticketsRemaining: string;
  presaleCode: string;
  /** A datetime-local value on the venue's clock; blank for no public-sale time. */
  publicSale: string;
  /** The show's version as the form read it (null for a new one): the save is refused if it moved on. */
  version: number | null;
}

export function toTourFormValues(show: AdminTourDate | null): TourFormValues {
  const when = show ? isoToVenueTime(show.startsAt, show.timeZone) : { date: '', time: '20:00' };
  return {
    city: show?.city ?? '',
    venue: show?.venue ?? '',
    ...when,
    timeZone: show?.timeZone ?? 'America/Chicago',
    ticketUrl: show?.ticketUrl ?? '',
    ticketsTotal: show?.ticketsTotal === null || !show ? '' : String(show.ticketsTotal),
    ticketsRemaining: show?.ticketsRemaining === null || !show ? '' : String(show.ticketsRemaining),
    presaleCode: show?.presaleCode ?? '',
    publicSale: publicSaleInput(show),
    version: show?.version ?? null,
  };
}

function publicSaleInput(show: AdminTourDate | null): string {
  if (!show?.publicSaleAt) return '';
  const { date, time } = isoToVenueTime(show.publicSaleAt, show.timeZone);
  return `${date}T${time}`;
}

const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The public-sale input on the venue's clock as an instant; an incomplete value goes as typed for the server to name. */
function publicSaleAt(values: TourFormValues): string | null {
  if (values.publicSale.trim() === '') return null;
  const [date = '', time = ''] = values.publicSale.split('T');
  return venueTimeToIso(date, time.slice(0, 5), values.timeZone) ?? values.publicSale;
}

export function toTourDateBody(values: TourFormValues): TourDateBody {
  return {
    city: values.city,
    venue: values.venue,
    // An incomplete date goes as typed, so the server's answer names the field.
    startsAt: venueTimeToIso(values.date, values.time, values.timeZone) ?? values.date,
    timeZone: values.timeZone,
    ticketUrl: textOrNull(values.ticketUrl),
    ticketsTotal: countOrNull(values.ticketsTotal),
    ticketsRemaining: countOrNull(values.ticketsRemaining),
    presaleCode: textOrNull(values.presaleCode),
    publicSaleAt: publicSaleAt(values),
    expectedVersion: values.version ?? undefined,
  };
}
