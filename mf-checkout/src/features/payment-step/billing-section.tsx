import styled from 'styled-components';
import {
  AddressFields,
  CheckboxField,
  EMPTY_ADDRESS,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormWatch,
} from '@ps/shared/form';
import type { Address, AddressInput } from '@ps/shared/schemas';
import { SavedAddressChoice } from '../../ui/saved-address-choice';
import type { PaymentStepForm } from './payment-form-type';

const Section = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  address {
    font-style: normal;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function BillingSection({ form, shippingAddress }: { form: PaymentStepForm; shippingAddress: Address | null }) {
  const { register, watch, setValue, formState } = form;
  const same = watch('billing.sameAsShipping');
  // The billing fields sit under `billing.`; AddressFields speaks plain address names.
  const registerBilling = ((name: string) =>
    register(`billing.${name}` as never)) as unknown as UseFormRegister<AddressInput>;
  const watchBilling = ((name: string) => watch(`billing.${name}` as never)) as unknown as UseFormWatch<AddressInput>;
  const setBillingValue = ((name: string, value: unknown, options?: object) =>
    setValue(`billing.${name}` as never, value as never, options)) as unknown as UseFormSetValue<AddressInput>;
  // A bill goes to a person at an address: the company and phone fields belong to shipping.
  const fillBilling = (saved: AddressInput | null) => {
    const { company: _company, phone: _phone, ...fields } = { ...EMPTY_ADDRESS, ...saved };
    for (const [name, value] of Object.entries(fields))
      setBillingValue(name as keyof AddressInput, value, { shouldDirty: true, shouldValidate: saved !== null });
  };
  return (
    <Section>
      <legend>Billing address</legend>
      <CheckboxField label="Same as shipping address" {...register('billing.sameAsShipping')} />
      {same ? (
        shippingAddress && (
          <address>
            {shippingAddress.firstName} {shippingAddress.lastName}
            <br />
            {shippingAddress.address1} {shippingAddress.address2}
            <br />
            {shippingAddress.city}, {shippingAddress.state} {shippingAddress.postalCode}, {shippingAddress.country}
          </address>
        )
      ) : (
        <>
          <SavedAddressChoice onChoose={fillBilling} />
          <AddressFields
            register={registerBilling}
            watch={watchBilling}
            setValue={setBillingValue}
            errors={(formState.errors.billing ?? {}) as FieldErrors<AddressInput>}
            withContactFields={false}
            autoCompleteSection="billing"
            reserveErrorLines={1}
          />
        </>
      )}
    </Section>
  );
}
