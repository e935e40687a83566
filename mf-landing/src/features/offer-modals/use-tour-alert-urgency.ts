import { useTourDates } from '../../lib/tour-dates';
import { tourAlertUrgency } from './tour-alert-urgency';

/** The tour-alert offer's urgency from the stored shows; undefined for other offers or until they load. */
export function useTourAlertUrgency(enabled: boolean): string | undefined {
  const tourDates = useTourDates(enabled);
  return enabled && tourDates.status === 'success' ? tourAlertUrgency(tourDates.data, new Date()) : undefined;
}
