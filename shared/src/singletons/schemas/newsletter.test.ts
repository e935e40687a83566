import { describe, expect, it } from 'vitest';
import { newsletterSignupBodySchema, normaliseEmail } from './newsletter';

describe('normaliseEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normaliseEmail('  Jamie.Doe@Example.COM \n')).toBe('Jamie.Doe@example.com');
  });

  it('takes the domain after the last @ and leaves text without one alone', () => {
    expect(normaliseEmail('"a@b"@MAIL.Example')).toBe('"a@b"@mail.example');
    expect(normaliseEmail(' Not-An-Email ')).toBe('Not-An-Email');
  });
});

describe('newsletterSignupBodySchema', () => {
  it('normalises the email, defaults the source and drops empty optional text', () => {
    expect(newsletterSignupBodySchema.parse({ email: ' Fan@EXAMPLE.com', name: '  ', variant: ' control ' })).toEqual({
      email: 'Fan@example.com',
      source: 'other',
      variant: 'control',
      wantsUpdates: false,
    });
  });

  it('says Email is required for nothing or blanks, and the invalid message for anything else', () => {
    const messageFor = (email: unknown) => newsletterSignupBodySchema.safeParse({ email }).error?.issues[0]?.message;
    expect(messageFor(undefined)).toBe('Email is required');
    expect(messageFor(' ')).toBe('Email is required');
    expect(messageFor('fan@localhost')).toBe('Please enter a valid email address');
    expect(messageFor(`${'a'.repeat(250)}@b.co`)).toBe('Please enter a valid email address');
    expect(messageFor(true)).toBe('Please enter a valid email address');
  });
});
