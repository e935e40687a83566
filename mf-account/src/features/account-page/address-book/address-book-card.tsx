import { useState } from 'react';
import { ADDRESS_BOOK_LIMIT } from '@ps/shared/rules';
import { Button } from '@ps/shared/ui';
import styled from 'styled-components';
import { useDeleteAddress } from '../../../lib/address-book-api/delete-address';
import { useAddressBook } from '@ps/shared/account-api';
import { Panel } from '../../../ui/panel';
import { AddressEntry } from './address-entry';
import { AddressForm } from './address-form';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Which form is open: none, a new address, or the address of that id. */
type Editing = null | 'new' | number;

/** Saved addresses that checkout offers; the defaults are where it starts. */
export function AddressBookCard() {
  const book = useAddressBook();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = book.data?.addresses ?? [];
  const edited = typeof editing === 'number' ? addresses.find((entry) => entry.id === editing) : undefined;
  // A form closes once its save has been read back; by then the fan may have opened another, which stays open.
  const close = (form: Editing) => setEditing((open) => (open === form ? null : open));

  return (
    <Panel aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      <p>Checkout offers these, and starts from your defaults.</p>
      {book.isError && <p role="alert">We couldn&apos;t load your addresses just now. Please reload the page.</p>}
      {book.isSuccess && addresses.length === 0 && <p>You have no saved addresses yet.</p>}
      {remove.isError && <p role="alert">We couldn&apos;t delete that address just now. Please try again.</p>}
      {addresses.length > 0 && (
        <List>
          {addresses.map((entry) =>
            entry.id === editing && edited ? (
              <li key={entry.id}>
                <AddressForm editing={edited} titleId="addresses-title" onDone={() => close(entry.id)} />
              </li>
            ) : (
              <AddressEntry
                key={entry.id}
                entry={entry}
                onEdit={() => setEditing(entry.id)}
                onDelete={() => remove.mutate(entry.id)}
                deleting={remove.isPending && remove.variables === entry.id}
              />
            ),
          )}
        </List>
      )}
      {editing === 'new' ? (
        <AddressForm titleId="addresses-title" onDone={() => close('new')} />
      ) : (
        book.isSuccess &&
        addresses.length < ADDRESS_BOOK_LIMIT && (
          <div>
            <Button $variant="secondary" onClick={() => setEditing('new')}>
              Add an address
            </Button>
          </div>
        )
      )}
    </Panel>
  );
}
