import { describe, expect, it } from 'vitest';
import { LAZY_SECTIONS, orderSections } from './landing-sections';

describe('orderSections', () => {
  it('keeps page order without boosts', () => {
    expect(orderSections(LAZY_SECTIONS, {}).map((section) => section.id)).toEqual([
      'news',
      'music',
      'band',
      'fans',
      'tour',
      'social',
      'contact',
    ]);
  });

  it('moves a boosted section (music for music fans) to the top, keeping the rest in order', () => {
    const ids = orderSections(LAZY_SECTIONS, { music: 1.5 }).map((section) => section.id);
    expect(ids).toEqual(['music', 'news', 'band', 'fans', 'tour', 'social', 'contact']);
  });
});
