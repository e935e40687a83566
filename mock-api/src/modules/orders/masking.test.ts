import { describe, expect, it } from 'vitest';
import { displayName, maskEmail, maskName, maskPhone, maskPostalCode } from './masking';

describe('masking', () => {
  it.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['J@mail.co.uk', 'J***@m***.uk'],
    ['x@localhost', 'x***@l***'],
    ['not-an-email', '***'],
  ])('masks the e-mail %s as %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it('keeps only initials of a name', () => {
    expect(maskName('Jane Doe')).toBe('J*** D***');
    expect(maskName('  Jane  van Doe ')).toBe('J*** v*** D***');
  });

  it('keeps whole graphemes: an emoji, a flag, a family or an accented letter is never cut in half', () => {
    expect(maskName('😱 Doe')).toBe('😱*** D***');
    expect(maskName('🇨🇦Jane 👨‍👩‍👧Doe')).toBe('🇨🇦*** 👨‍👩‍👧***');
    expect(maskName('E\u0301mile Zola')).toBe('E\u0301*** Z***');
    expect(maskEmail('😱fan@🎸band.example')).toBe('😱***@🎸***.example');
    expect(maskName('😱 Doe')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('strips bidirectional controls from displayed and masked names', () => {
    const spoofed = 'Jane\u202E eoD\u202C \u2066Admin\u2069';
    expect(displayName(spoofed)).toBe('Jane eoD Admin');
    expect(maskName(spoofed)).toBe('J*** e*** A***');
    expect(maskName('\u202EJane')).toBe('J***');
  });

  it('keeps the last two digits of a phone number and two characters of a postal code', () => {
    expect(maskPhone('+1 (555) 123-4567')).toBe('***-67');
    expect(maskPostalCode('62701-1234')).toBe('62***');
    expect(maskPostalCode('SW1A 1AA')).toBe('SW***');
  });
});
