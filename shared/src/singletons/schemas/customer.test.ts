import { describe, expect, it } from 'vitest';
import { customerSchema } from './customer';

function problems(input: Record<string, unknown>) {
  const result = customerSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

const guest = { email: 'fan@example.com', createAccount: false, marketingEmails: false };
const account = { ...guest, createAccount: true, password: 'Secret123', confirmPassword: 'Secret123' };

describe('customerSchema', () => {
  it('accepts a guest without any password and defaults the two flags to false', () => {
    expect(problems(guest)).toEqual({});
    expect(customerSchema.parse({ email: ' fan@example.com ' })).toEqual({
      email: 'fan@example.com',
      createAccount: false,
      marketingEmails: false,
    });
  });

  it('checks the e-mail: required, valid, then at most 100 characters', () => {
    expect(problems({ ...guest, email: '' })).toEqual({ email: 'Email is required' });
    expect(problems({ createAccount: false })).toEqual({ email: 'Email is required' });
    expect(problems({ ...guest, email: 'not-an-email' })).toEqual({ email: 'Please enter a valid email address' });
    expect(problems({ ...guest, email: 'fan@localhost' })).toEqual({ email: 'Please enter a valid email address' });
    const local = 'a'.repeat(88);
    expect(problems({ ...guest, email: `${local}@example.com` })).toEqual({});
    expect(problems({ ...guest, email: `${local}a@example.com` })).toEqual({
      email: 'Email must be less than 100 characters',
    });
  });

  it('ignores the password fields of a guest', () => {
    expect(problems({ ...guest, password: 'x', confirmPassword: 'y' })).toEqual({});
  });

  it('needs a strong, confirmed password to create an account', () => {
    expect(problems(account)).toEqual({});
    expect(problems({ ...account, password: undefined, confirmPassword: undefined })).toEqual({
      password: 'Password is required when creating an account',
    });
    expect(problems({ ...account, password: 'Ab1', confirmPassword: 'Ab1' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    for (const weak of ['alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(problems({ ...account, password: weak, confirmPassword: weak })).toEqual({
        password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      });
    }
    expect(problems({ ...account, confirmPassword: 'Secret124' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports the e-mail and the password together', () => {
    expect(problems({ ...account, email: 'nope', confirmPassword: '' })).toEqual({
      email: 'Please enter a valid email address',
      confirmPassword: 'Passwords do not match',
    });
  });
});
