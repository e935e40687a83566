import { describe, expect, it } from 'vitest';
import { CONSENT_FLAG_NAMES } from '@ps/shared/consent';
import { OPTIONAL_CATEGORIES } from './consent-categories';

describe('the consent categories', () => {
  it('when the banner lists the optional categories, then there is one per flag of the consent record', () => {
    expect(OPTIONAL_CATEGORIES.map(({ flag }) => flag).sort()).toEqual([...CONSENT_FLAG_NAMES].sort());
  });
});
