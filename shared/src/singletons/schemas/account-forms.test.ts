import { describe, expect, it } from 'vitest';
import { checkoutCustomerFormSchema, newPasswordFormSchema, registerFormSchema } from './account-forms';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account forms', () => {
  it('asks a checkout that creates an account for the names and a policy password typed twice', () => {
    const result = checkoutCustomerFormSchema.safeParse({
      email: 'riley@example.com',
      createAccount: true,
      firstName: '',
      lastName: 'Nervous',
      password: 'short',
      confirmPassword: 'different',
    });
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      password: 'Password must be at least 10 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('lets a guest through with an e-mail alone', () => {
    const result = checkoutCustomerFormSchema.safeParse({ email: 'riley@example.com', createAccount: false });
    expect(result.success).toBe(true);
  });

  it('says "Passwords do not match" on every form that asks twice', () => {
    const register = registerFormSchema.safeParse({
      email: 'riley@example.com',
      firstName: 'Riley',
      lastName: 'Nervous',
      password: 'long-enough-password',
      confirmPassword: 'another-long-password',
    });
    expect(messages(register)).toEqual({ confirmPassword: 'Passwords do not match' });
    const reset = newPasswordFormSchema.safeParse({ password: 'long-enough-password', confirmPassword: 'x' });
    expect(messages(reset)).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
