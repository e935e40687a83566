// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAccount } from '@ps/shared/account-api';
import { signupAskedFor } from '../../lib/signup-note/signup-note';
import { useSaveCustomer } from './use-save-customer';

const updateSession = vi.fn();
vi.mock('@ps/shared/account-api', () => ({ registerAccount: vi.fn() }));
vi.mock('../../lib/checkout-api/update-checkout-session', () => ({
  useUpdateCheckoutSession: () => ({ mutateAsync: updateSession }),
}));

const typed = {
  email: 'fan@example.com',
  firstName: 'Fan',
  lastName: 'Person',
  password: 'typed then abandoned',
  confirmPassword: 'typed then abandoned',
  marketingEmails: false,
};

describe('saving the checkout customer step', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.clear();
  });

  it('as a guest sends no password anywhere, even one typed before switching back to guest', async () => {
    const save = renderHook(() => useSaveCustomer()).result.current;
    await save({ ...typed, createAccount: false });
    expect(registerAccount).not.toHaveBeenCalled();
    expect(updateSession).toHaveBeenCalledWith({
      customer: { email: 'fan@example.com', createAccount: false, marketingEmails: false },
    });
    expect(JSON.stringify(updateSession.mock.calls)).not.toContain('abandoned');
    expect(signupAskedFor('fan@example.com')).toBe(false);
  });

  it('creating an account sends the password to registration only, and checks out as a guest until confirmed', async () => {
    const save = renderHook(() => useSaveCustomer()).result.current;
    await save({ ...typed, createAccount: true });
    expect(registerAccount).toHaveBeenCalledWith(expect.objectContaining({ password: 'typed then abandoned' }));
    expect(JSON.stringify(updateSession.mock.calls)).not.toContain('abandoned');
    expect(updateSession).toHaveBeenCalledWith({
      customer: { email: 'fan@example.com', createAccount: false, marketingEmails: false },
    });
    expect(signupAskedFor('FAN@example.com')).toBe(true);
  });
});
