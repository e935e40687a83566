import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addressBookResponseSchema, savedAddressSchema, type SavedAddress } from '@ps/shared/schemas';
import { testAddress } from '@ps/test-kit/factories';
import { answer, mockServer, startMockApi } from '@ps/test-kit/mock-api';
import { renderWithKit } from '@ps/test-kit/render';
import { AddressBookCard } from './address-book-card';

startMockApi();
afterEach(cleanup);

const entry = (id: number, address1: string, city: string): SavedAddress => ({
  ...testAddress,
  id,
  address1,
  city,
  defaultShipping: false,
  defaultBilling: false,
});

describe('AddressBookCard', () => {
  it('keeps the address a fan opened while an earlier save was still under way', async () => {
    const chicago = entry(1, '9 Basement Row', 'Chicago');
    const denver = entry(2, '77 Tour Bus Road', 'Denver');
    let saved = [chicago];
    let finishSave: () => void = () => {};
    const saving = new Promise<void>((resolve) => (finishSave = resolve));
    mockServer.use(
      answer('get', '/api/account/address-book', addressBookResponseSchema, () => ({ addresses: saved })),
      answer(
        'post',
        '/api/account/address-book',
        savedAddressSchema,
        () => {
          saved = [chicago, denver];
          return denver;
        },
        { status: 201, after: saving },
      ),
    );
    renderWithKit(<AddressBookCard />, { as: 'fan' });

    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const newForm = screen.getByRole('form');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(newForm).getByLabelText(label), { target: { value } });
    fill('First name', 'Alex');
    fill('Last name', 'Nervous');
    fill('Address', '77 Tour Bus Road');
    fill('City', 'Denver');
    fill('State / Province', 'CO');
    fill('ZIP / Postal code', '80202');
    await act(async () => fireEvent.submit(newForm));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit 9 Basement Row, Chicago' }));
    await act(async () => finishSave());

    expect(await screen.findByText('77 Tour Bus Road')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeTruthy();
    const editing = screen.getByRole('form');
    expect(within(editing).getByLabelText<HTMLInputElement>('Address').value).toBe('9 Basement Row');
  });
});
