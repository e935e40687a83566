import { useQuery } from '@tanstack/react-query';
import { tourDatesQueryOptions } from '../../lib/tour-dates';
import { tourAlertUrgency } from './tour-alert-urgency';

/** The tour-alert offer's urgency from the stored shows; undefined for other offers or until they load. */
export function useTourAlertUrgency(enabled: boolean): string | undefined {
  const { data } = useQuery({ ...tourDatesQueryOptions(), enabled });
  return enabled && data ? tourAlertUrgency(data, new Date()) : undefined;
}
