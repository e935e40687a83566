import { describe, expect, it } from 'vitest';
import { offerModalReducer } from './offer-modal-state';
import { OFFERS, withOverrides } from './offers';
import { pickExitOffer } from './pick-offer';

describe('offerModalReducer', () => {
  it('goes initial → submitting → success → initial', () => {
    const submitting = offerModalReducer('initial', 'submit');
    expect(submitting).toBe('submitting');
    const success = offerModalReducer(submitting, 'succeeded');
    expect(success).toBe('success');
    expect(offerModalReducer(success, 'reset')).toBe('initial');
  });

  it('returns to the form on error and ignores a second submit while sending', () => {
    expect(offerModalReducer('submitting', 'failed')).toBe('initial');
    expect(offerModalReducer('submitting', 'submit')).toBe('submitting');
  });
});

describe('offers', () => {
  it('has four variants, each with four benefits and its call to action', () => {
    expect(Object.values(OFFERS).map((offer) => [offer.kind, offer.cta, offer.benefits.length])).toEqual([
      ['newsletter', 'JOIN THE SQUAD', 4],
      ['tour-alert', 'GET TOUR ALERTS', 4],
      ['exclusive-content', 'GET EXCLUSIVE ACCESS', 4],
      ['social-follow', 'JOIN COMMUNITY', 4],
    ]);
  });

  it('lets offer data replace title, subtitle, incentive and urgency only', () => {
    const offer = withOverrides(OFFERS.newsletter, { title: 'Hi', urgency: 'Now' });
    expect(offer).toMatchObject({ title: 'Hi', urgency: 'Now', cta: 'JOIN THE SQUAD' });
  });

  it('picks the offer from the visitor interests', () => {
    expect(pickExitOffer(null)).toBe('newsletter');
    expect(pickExitOffer({ interests: ['music'] })).toBe('newsletter');
    expect(pickExitOffer({ interests: ['social'] })).toBe('social-follow');
    expect(pickExitOffer({ interests: ['community', 'tours'] })).toBe('tour-alert');
  });
});
