import type { TourDate, TourDateBody } from '@ps/shared/schemas';
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
}

export function toTourFormValues(show: TourDate | null): TourFormValues {
  const when = show ? isoToVenueTime(show.startsAt, show.timeZone) : { date: '', time: '20:00' };
  return {
    city: show?.city ?? '',
    venue: show?.venue ?? '',
    ...when,
    timeZone: show?.timeZone ?? 'America/Chicago',
    ticketUrl: show?.ticketUrl ?? '',
    ticketsTotal: show?.ticketsTotal === null || !show ? '' : String(show.ticketsTotal),
    ticketsRemaining: show?.ticketsRemaining === null || !show ? '' : String(show.ticketsRemaining),
  };
}

const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function toTourDateBody(values: TourFormValues): TourDateBody {
  return {
    city: values.city,
    venue: values.venue,
    // An incomplete date goes as typed, so the server's answer names the field.
    startsAt: venueTimeToIso(values.date, values.time, values.timeZone) ?? values.date,
    timeZone: values.timeZone,
    ticketUrl: values.ticketUrl,
    ticketsTotal: countOrNull(values.ticketsTotal),
    ticketsRemaining: countOrNull(values.ticketsRemaining),
  };
}
