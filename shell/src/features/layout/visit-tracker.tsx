import { useVisitTracking } from '@ps/shared/tracking';

/** Page views, time on page and form steps of the fan site; the staff console's own pages are not its audience. */
export function VisitTracker({ pathname }: { pathname: string }) {
  useVisitTracking(pathname);
  return null;
}
