import { useState } from 'react';
import { AddressFields, applyApiErrors, EMPTY_ADDRESS, FieldError, useFormDraft, useZodForm } from '@ps/shared/form';
import { useNavigate } from '@ps/shared/router';
import {
  addressSchema,
  SHIPPING_MESSAGES,
  type AddressInput,
  type CheckoutSession,
  type ShippingMethodId,
} from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { useUpdateCheckoutSession } from '../../lib/checkout-api/update-checkout-session';
import { useAccountAddresses } from '../../lib/checkout-api/get-account-addresses';
import { useShippingMethods } from '../../lib/checkout-api/get-shipping-methods';
import { validateAddress } from '../../lib/checkout-api/validate-address';
import { startingShippingAddress } from '../../lib/checkout-flow/starting-address';
import { CheckoutLayout } from '../../ui/checkout-layout';
import { Panel } from '../../ui/panel';
import { SavedAddressChoice } from '../../ui/saved-address-choice';
import { chosenShippingMethod } from './chosen-shipping-method';
import { ShippingMethods } from './shipping-methods';
import { useQuoteShippingChoice } from './use-quote-shipping-choice';
import { StepActions } from '../../ui/step-actions';

function ShippingForm({ session, start }: { session: CheckoutSession; start: AddressInput }) {
  const navigate = useNavigate();
  const update = useUpdateCheckoutSession();
  const [picked, setPicked] = useState<ShippingMethodId | null>(session.shippingMethod);
  const [methodError, setMethodError] = useState<string>();
  const form = useZodForm(addressSchema, start);
  useFormDraft(form, 'shipping');
  const { register, watch, setValue, handleSubmit, setError, formState } = form;
  const parsed = addressSchema.safeParse(watch());
  const address = parsed.success ? parsed.data : null;
  const { data: methods } = useShippingMethods(address);
  const method = chosenShippingMethod(picked, methods);
  useQuoteShippingChoice(session, address, method);

  const submit = handleSubmit(async (address) => {
    if (!method) return setMethodError(SHIPPING_MESSAGES.methodRequired);
    try {
      const { address: normalized } = await validateAddress(address);
      await update.mutateAsync({ shippingAddress: normalized, shippingMethod: method });
      navigate('/checkout/payment');
    } catch (error) {
      applyApiErrors(error, setError);
    }
  });

  return (
    <Panel as="form" aria-labelledby="shipping-heading" onSubmit={submit} noValidate>
      <h2 id="shipping-heading">Shipping address</h2>
      <SavedAddressChoice
        onChoose={(saved) => form.reset({ ...EMPTY_ADDRESS, ...saved }, { keepDefaultValues: true })}
      />
      <AddressFields
        register={register}
        watch={watch}
        setValue={setValue}
        errors={formState.errors}
        autoCompleteSection="shipping"
      />
      <ShippingMethods
        address={address}
        selected={method}
        onSelect={(next) => {
          setPicked(next);
          setMethodError(undefined);
        }}
      />
      {methodError && <FieldError role="alert">{methodError}</FieldError>}
      <StepActions backTo="/checkout" backLabel="Back to Cart">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Continue to Payment'}
        </Button>
      </StepActions>
    </Panel>
  );
}

export function ShippingStep() {
  usePageMeta({ title: 'Checkout: Shipping', description: 'Where should we send your merch?' });
  const { ready, addresses } = useAccountAddresses();
  return (
    <CheckoutLayout step="shipping" title="Shipping">
      {(session) =>
        ready && (
          <ShippingForm
            session={session}
            start={startingShippingAddress(session.shippingAddress, addresses, EMPTY_ADDRESS)}
          />
        )
      }
    </CheckoutLayout>
  );
}
