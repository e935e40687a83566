import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../config/sections';
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

describe('the section nav', () => {
  it('has an entry for every section, so the one in view (Fans too) is the one it names', () => {
    const navIds = NAV_SECTIONS.map((section) => section.id);
    expect(navIds).toEqual(['home', ...LAZY_SECTIONS.map((section) => section.id)]);
  });
});
