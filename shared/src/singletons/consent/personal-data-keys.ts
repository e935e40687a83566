import { storageKey } from '@ps/shared/rules';
import { removeStoredItem } from './safe-storage';

/** Everything kept about a visitor that exists only with tracking consent (spec 1 §4, §7). */
export const PERSONAL_DATA_KEYS = {
  profile: storageKey('user_profile'),
  events: storageKey('user_events'),
  userId: storageKey('user_id'),
  experimentAssignments: storageKey('ab_assignments'),
  experimentMetrics: storageKey('ab_metrics'),
  /** When a marketing modal last showed, dismissals, subscribed (issue 15 §6). */
  popupHistory: storageKey('popup_history'),
  /** The cart's "Complete Your Look" row was hidden (issue 21 §9). */
  cartSuggestionsHidden: storageKey('cart_suggestions_hidden'),
  /** The store search box's last five searches (spec 2 §9). */
  recentSearches: storageKey('recent_searches'),
} as const;

export type PersonalDataName = keyof typeof PERSONAL_DATA_KEYS;

export function clearPersonalData(): void {
  Object.values(PERSONAL_DATA_KEYS).forEach((key) => removeStoredItem(key));
}
