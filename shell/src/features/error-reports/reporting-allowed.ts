import { selectAllowsAnalytics, useConsentStore } from '@ps/shared/consent';
import { findRouteGroup } from '@ps/shared/route-groups';

/**
 * Fan pages report only with the visitor's analytics consent (spec 1 §4); the staff console, a
 * work tool behind a sign-in, reports its failures whatever the banner says (decision 054).
 */
export function reportingAllowed(pathname: string): boolean {
  if (findRouteGroup(pathname)?.remote === 'mf_admin') return true;
  return selectAllowsAnalytics(useConsentStore.getState());
}
