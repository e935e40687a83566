import { useState } from 'react';
import styled from 'styled-components';
import { AddressFields, Form, useZodForm } from '@ps/shared/form';
import type { Address, OrderDetail } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useChangeShippingAddress } from '../../lib/order-edits-api/change-shipping-address';
import { Panel } from '../../ui/panel';

const loadAddressSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.addressSchema);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface Props {
  order: OrderDetail;
  address: Address;
}

/**
 * Until the crew starts packing, the buyer sends the order somewhere else. The server checks the
 * address with checkout's rules and prices the order again: the tax follows the destination.
 */
export function ChangeAddressPanel({ order, address }: Props) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const change = useChangeShippingAddress(order.orderNumber);
  const form = useZodForm(loadAddressSchema, { company: '', address2: '', phone: '', ...address });
  const { register, watch, setValue, formState } = form;

  return (
    <Panel aria-labelledby="change-address-title" data-print-hidden>
      <h2 id="change-address-title">Moving? Change the address</h2>
      {!open && (
        <>
          <p role="status">
            {saved
              ? 'Done: your order will go to the new address. We e-mailed you what changed.'
              : 'Your order has not been packed yet, so you can still change where it goes.'}
          </p>
          <Button $variant="secondary" onClick={() => setOpen(true)}>
            Change shipping address
          </Button>
        </>
      )}
      {open && (
        <Form
          form={form}
          aria-labelledby="change-address-title"
          fieldPrefix="shippingAddress."
          failure="We couldn't change the address just now. Please try again."
          onSubmit={async (shippingAddress) => {
            await change.mutateAsync({ email: order.customerInfo.email, shippingAddress });
            setSaved(true);
            setOpen(false);
          }}
        >
          <AddressFields
            register={register}
            watch={watch}
            setValue={setValue}
            errors={formState.errors}
            autoCompleteSection="shipping"
          />
          <p>The tax follows the new address; any difference is refunded or asked for by e-mail.</p>
          <Actions>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : 'Save new address'}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </Actions>
        </Form>
      )}
    </Panel>
  );
}
