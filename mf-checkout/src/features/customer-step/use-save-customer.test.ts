// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAccount } from '@ps/shared/account-api';
import { useSaveCustomer } from './use-save-customer';

const updateSession = vi.fn();
vi.mock('@ps/shared/account-api', () => ({ registerAccount: vi.fn(), startAccountSession: vi.fn() }));
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
  beforeEach(() => vi.clearAllMocks());

  it('as a guest sends no password anywhere, even one typed before switching back to guest', async () => {
    const save = renderHook(() => useSaveCustomer()).result.current;
    await save({ ...typed, createAccount: false });
    expect(registerAccount).not.toHaveBeenCalled();
    expect(updateSession).toHaveBeenCalledWith({
      customer: { email: 'fan@example.com', createAccount: false, marketingEmails: false },
    });
    expect(JSON.stringify(updateSession.mock.calls)).not.toContain('abandoned');
  });

  it('creating an account sends the password to registration only, never to the checkout session', async () => {
    const save = renderHook(() => useSaveCustomer()).result.current;
    await save({ ...typed, createAccount: true });
    expect(registerAccount).toHaveBeenCalledWith(expect.objectContaining({ password: 'typed then abandoned' }));
    expect(JSON.stringify(updateSession.mock.calls)).not.toContain('abandoned');
  });
});
