import type { TourDate } from '@ps/shared/schemas';

/** "On tour 2026" or "On tour 2026–2027", from the shows still to come. */
export function tourKicker(upcoming: readonly Pick<TourDate, 'startsAt' | 'timeZone'>[]): string {
  const years = upcoming.map((show) =>
    Number(
      new Intl.DateTimeFormat('en-US', { timeZone: show.timeZone, year: 'numeric' }).format(new Date(show.startsAt)),
    ),
  );
  if (years.length === 0) return 'Tour';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? `On tour ${first}` : `On tour ${first}–${last}`;
}
