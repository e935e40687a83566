// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@ps/shared/account';
import { accountKeys } from '@ps/shared/entity-queries';
import { useOrdersOwner } from './get-orders';

const account = vi.hoisted(() => ({ session: { status: 'checking' } as AccountSession }));
vi.mock('@ps/shared/account', () => ({ useAccountSession: () => account.session }));

const CUSTOMER = { email: 'pat@example.com', name: 'Pat Ramone' };

function ownerWhile(session: AccountSession, drawnFor?: typeof CUSTOMER) {
  account.session = session;
  const client = new QueryClient();
  if (drawnFor) client.setQueryData(accountKeys.drawnFor, drawnFor);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useOrdersOwner(), { wrapper }).result.current;
}

describe('whose orders the history lists', () => {
  it('while the session check is out, the customer the server drew the page for', () => {
    expect(ownerWhile({ status: 'checking' }, CUSTOMER)).toEqual({ account: CUSTOMER.email });
  });

  it('while the session check is out on a page drawn for nobody, no one yet', () => {
    expect(ownerWhile({ status: 'checking' })).toBeUndefined();
  });

  it('once the check says signed out, this browser, whoever the page was drawn for', () => {
    expect(ownerWhile({ status: 'signed-out' }, CUSTOMER)).toEqual({ sessionId: expect.any(String) as unknown });
  });

  it('once the check names a customer, that customer', () => {
    const other = { email: 'sam@example.com', name: 'Sam' };
    expect(ownerWhile({ status: 'signed-in', user: other }, CUSTOMER)).toEqual({ account: other.email });
  });
});
