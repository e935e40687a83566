import { useEffect, useState } from 'react';
import { apiRequest } from '@ps/shared/api';
import type { BandPresence, PublicSettings } from '@ps/shared/schemas';

let pending: Promise<BandPresence> | undefined;

/** One request per page for every section that shows the band's links and figures; a failure may be retried. */
function loadBandPresence(): Promise<BandPresence> {
  pending ??= apiRequest<PublicSettings>('/api/settings').then(
    (settings) => settings.band,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The band's profile links and fan figures as staff saved them in the settings; null until
 * they arrive (or if they cannot), so no figure is ever shown that the settings do not hold.
 * The landing page keeps react-query off its first load, hence a plain effect here.
 */
export function useBandPresence(): BandPresence | null {
  const [presence, setPresence] = useState<BandPresence | null>(null);
  useEffect(() => {
    let current = true;
    loadBandPresence().then(
      (loaded) => current && setPresence(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return presence;
}
