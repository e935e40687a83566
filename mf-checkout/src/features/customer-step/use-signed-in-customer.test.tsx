// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@ps/shared/account';
import { accountKeys } from '@ps/shared/entity-queries';
import { useSignedInCustomer } from './use-signed-in-customer';

const account = vi.hoisted(() => ({ session: { status: 'checking' } as AccountSession }));
vi.mock('@ps/shared/account', () => ({ useAccountSession: () => account.session }));

const CUSTOMER = { email: 'pat@example.com', name: 'Pat Ramone' };

function customerWhile(session: AccountSession, drawnFor?: typeof CUSTOMER) {
  account.session = session;
  const client = new QueryClient();
  if (drawnFor) client.setQueryData(accountKeys.drawnFor, drawnFor);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useSignedInCustomer(), { wrapper }).result.current;
}

describe('whom the customer step names', () => {
  it('while the session check is out, the customer the server drew the page for', () => {
    expect(customerWhile({ status: 'checking' }, CUSTOMER)).toEqual(CUSTOMER);
  });

  it('while the session check is out on a page drawn for nobody, no one: the guest form', () => {
    expect(customerWhile({ status: 'checking' })).toBeUndefined();
  });

  it('once the check says signed out, no one, whoever the page was drawn for', () => {
    expect(customerWhile({ status: 'signed-out' }, CUSTOMER)).toBeUndefined();
  });

  it('once the check names a customer, that customer', () => {
    const other = { email: 'sam@example.com', name: 'Sam' };
    expect(customerWhile({ status: 'signed-in', user: other }, CUSTOMER)).toEqual(other);
  });
});
