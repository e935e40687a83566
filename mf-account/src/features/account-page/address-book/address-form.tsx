import { useState } from 'react';
import { AddressFields, CheckboxField, EMPTY_ADDRESS, Form, useZodForm } from '@ps/shared/form';
import type { SavedAddress } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import styled from 'styled-components';
import { useSaveAddress } from '../../../lib/address-book-api/save-address';

const loadAddressSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.addressSchema);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const fieldsOf = ({ id: _id, defaultShipping: _shipping, defaultBilling: _billing, ...address }: SavedAddress) => ({
  ...EMPTY_ADDRESS,
  ...address,
});

interface Props {
  /** The address being edited; none for a new one. */
  editing?: SavedAddress;
  titleId: string;
  onDone: () => void;
}

/** One address with checkout's fields and rules; the server checks it again and names bad fields. */
export function AddressForm({ editing, titleId, onDone }: Props) {
  const save = useSaveAddress();
  const form = useZodForm(loadAddressSchema, editing ? fieldsOf(editing) : EMPTY_ADDRESS);
  const [defaultShipping, setDefaultShipping] = useState(editing?.defaultShipping ?? false);
  const [defaultBilling, setDefaultBilling] = useState(editing?.defaultBilling ?? false);
  const { register, watch, setValue, formState } = form;

  return (
    <Form
      form={form}
      aria-labelledby={titleId}
      failure="We couldn't save this address just now. Please try again."
      onSubmit={async (address) => {
        await save.mutateAsync({ id: editing?.id, body: { ...address, defaultShipping, defaultBilling } });
        onDone();
      }}
    >
      <AddressFields
        register={register}
        watch={watch}
        setValue={setValue}
        errors={formState.errors}
        autoCompleteSection="shipping"
      />
      <CheckboxField
        label="Default shipping address"
        checked={defaultShipping}
        onChange={(event) => setDefaultShipping(event.target.checked)}
      />
      <CheckboxField
        label="Default billing address"
        checked={defaultBilling}
        onChange={(event) => setDefaultBilling(event.target.checked)}
      />
      <Actions>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save address'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
