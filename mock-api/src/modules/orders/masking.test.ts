import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone, maskPostalCode } from './masking';

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

  it('keeps the last two digits of a phone number and two characters of a postal code', () => {
    expect(maskPhone('+1 (555) 123-4567')).toBe('***-67');
    expect(maskPostalCode('62701-1234')).toBe('62***');
    expect(maskPostalCode('SW1A 1AA')).toBe('SW***');
  });
});
