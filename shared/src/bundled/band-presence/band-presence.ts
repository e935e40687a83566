import { apiRequest } from '@ps/shared/api';
import { pageResource } from '@ps/shared/page-resource';
import type { BandPresence, PublicSettings } from '@ps/shared/schemas';

/** The key of `publicSettingsKeys` in @ps/shared/support, so a first screen's settings serve both. */
const usePublicSettingsResource = pageResource(['settings', 'public'], () =>
  apiRequest<PublicSettings>('/api/settings'),
);

/**
 * The band's profile links and fan figures as staff saved them in the settings; null until
 * they arrive (or if they cannot), so no figure is ever shown that the settings do not hold.
 * The landing page keeps react-query off its first load, hence a page resource here.
 */
export function useBandPresence(): BandPresence | null {
  const settings = usePublicSettingsResource();
  return settings.status === 'success' ? settings.data.band : null;
}
