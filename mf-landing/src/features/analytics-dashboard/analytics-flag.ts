import { readStorage, writeStorage } from '../../lib/browser-storage';

/** Spec 1 §7: the panel is shown while this local flag is 'true'. */
export const ANALYTICS_FLAG_KEY = 'ps_analytics_enabled';

export const isAnalyticsEnabled = (): boolean => readStorage('localStorage', ANALYTICS_FLAG_KEY) === 'true';

export const setAnalyticsEnabled = (enabled: boolean): void =>
  writeStorage('localStorage', ANALYTICS_FLAG_KEY, String(enabled));
