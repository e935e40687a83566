import { useMemo } from 'react';
import { selectAllowsPersonalization, useConsentStore } from '@ps/shared/consent';
import { useVisitorStateReady } from '@ps/shared/page-resource';
import { useVisitorProfile } from '@ps/shared/tracking';
import type { Personalization } from './personalization-rule';
import { NO_PERSONALIZATION, personalize } from './personalize';

/** allowPersonalization gates every personalization action (spec 1 §6); a first screen shows none (decision 026). */
export function usePersonalization(): Personalization {
  const ready = useVisitorStateReady();
  const isAllowed = useConsentStore(selectAllowsPersonalization) && ready;
  const profile = useVisitorProfile();
  return useMemo(() => (isAllowed ? personalize(profile) : NO_PERSONALIZATION), [isAllowed, profile]);
}
