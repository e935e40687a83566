import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone-href';

describe('phoneHref', () => {
  it('dials the digits of a formatted number, keeping an international plus', () => {
    expect(phoneHref('+1 (615) 555-0142')).toBe('tel:+16155550142');
    expect(phoneHref('615.555.0142')).toBe('tel:6155550142');
  });
});
