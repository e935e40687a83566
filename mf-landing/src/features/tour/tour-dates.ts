export interface TourDate {
  id: string;
  /** ISO date of the show. */
  date: string;
  city: string;
  venue: string;
  ticketsLeft: number;
  capacity: number;
}

export const TOUR_NAME = 'The Anxiety Attack Tour';

export const TICKETS_URL = 'https://www.ticketmaster.com/search?q=Panic%20Squad';

export const TOUR_DATES: readonly TourDate[] = [
  { id: 'denver', date: '2025-03-14', city: 'Denver, CO', venue: 'Ogden Theatre', ticketsLeft: 412, capacity: 1600 },
  {
    id: 'austin',
    date: '2025-03-18',
    city: 'Austin, TX',
    venue: "Stubb's Waller Creek",
    ticketsLeft: 47,
    capacity: 2200,
  },
  {
    id: 'nashville',
    date: '2025-03-22',
    city: 'Nashville, TN',
    venue: 'Marathon Music Works',
    ticketsLeft: 880,
    capacity: 1800,
  },
  { id: 'chicago', date: '2025-03-27', city: 'Chicago, IL', venue: 'House of Vibes', ticketsLeft: 0, capacity: 2500 },
  { id: 'toronto', date: '2025-04-02', city: 'Toronto, ON', venue: 'The Phoenix', ticketsLeft: 150, capacity: 1350 },
  { id: 'seattle', date: '2025-04-09', city: 'Seattle, WA', venue: 'Showbox SoDo', ticketsLeft: 1210, capacity: 2000 },
];
