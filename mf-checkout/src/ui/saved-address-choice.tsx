import { useId, useState } from 'react';
import { useAccountSession } from '@ps/shared/account';
import { useAddressBook } from '@ps/shared/account-api';
import type { AddressInput, SavedAddress } from '@ps/shared/schemas';
import styled from 'styled-components';

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
    padding: ${({ theme }) => theme.space(2)} 0;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
`;

const NEW = 'new';

const fieldsOf = ({ id: _id, defaultShipping: _shipping, defaultBilling: _billing, ...address }: SavedAddress) =>
  address;

const describe = (entry: SavedAddress) =>
  `${entry.firstName} ${entry.lastName}, ${entry.address1}${entry.address2 ? ` ${entry.address2}` : ''}, ${entry.city}, ${entry.state} ${entry.postalCode}, ${entry.country}`;

interface Props {
  /** Fills the form with the chosen address, or empties it for a new one. */
  onChoose: (address: AddressInput | null) => void;
}

/** A signed-in customer's address book above an address form: pick one, or type a new one. */
export function SavedAddressChoice({ onChoose }: Props) {
  const signedIn = useAccountSession().status === 'signed-in';
  const { data } = useAddressBook(signedIn);
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const addresses = signedIn ? (data?.addresses ?? []) : [];
  if (addresses.length === 0) return null;

  const choose = (value: string) => {
    setChosen(value);
    const entry = addresses.find((candidate) => String(candidate.id) === value);
    onChoose(entry ? fieldsOf(entry) : null);
  };

  return (
    <Choices>
      <legend>Your saved addresses</legend>
      {addresses.map((entry) => (
        <label key={entry.id}>
          <input
            type="radio"
            name={name}
            value={entry.id}
            checked={chosen === String(entry.id)}
            onChange={() => choose(String(entry.id))}
          />
          {describe(entry)}
        </label>
      ))}
      <label>
        <input type="radio" name={name} value={NEW} checked={chosen === NEW} onChange={() => choose(NEW)} />A new
        address
      </label>
    </Choices>
  );
}
