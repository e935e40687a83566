import { useMemo } from 'react';
import { selectAllowsPersonalization, useConsentStore } from '@ps/shared/consent';
import { useVisitorProfile } from '@ps/shared/tracking';
import type { Personalization } from './personalization-rule';
import { NO_PERSONALIZATION, personalize } from './personalize';

/** allowPersonalization gates every personalization action (spec 1 §6). */
export function usePersonalization(): Personalization {
  const isAllowed = useConsentStore(selectAllowsPersonalization);
  const profile = useVisitorProfile();
  return useMemo(() => (isAllowed ? personalize(profile) : NO_PERSONALIZATION), [isAllowed, profile]);
}
