import styled from 'styled-components';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { SelectField, TextField } from '@ps/shared/kit';
import type { AddressInput } from '@ps/shared/schemas';
import { regionsOf, SUPPORTED_COUNTRIES } from '@ps/shared/rules';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

interface Props {
  register: UseFormRegister<AddressInput>;
  watch: UseFormWatch<AddressInput>;
  setValue: UseFormSetValue<AddressInput>;
  errors: FieldErrors<AddressInput>;
  /** Shipping asks for company and phone; billing does not (spec 3 §3). */
  withContactFields?: boolean;
  autoCompleteSection: 'shipping' | 'billing';
  /** Room kept for each field's error, where the form sits above controls the pointer may be heading to. */
  reserveErrorLines?: number;
}

/** The address form of checkout's shipping and billing steps and the account's address book, with the shared schema's messages. */
export function AddressFields({
  register,
  watch,
  setValue,
  errors,
  withContactFields = true,
  autoCompleteSection: section,
  reserveErrorLines,
}: Props) {
  const regions = regionsOf(watch('country') ?? '');
  const country = register('country');
  return (
    <Grid>
      <TextField
        label="First name"
        autoComplete={`${section} given-name`}
        reserveErrorLines={reserveErrorLines}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete={`${section} family-name`}
        reserveErrorLines={reserveErrorLines}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      {withContactFields && (
        <div className="wide">
          <TextField
            label="Company (optional)"
            autoComplete={`${section} organization`}
            reserveErrorLines={reserveErrorLines}
            error={errors.company?.message}
            {...register('company')}
          />
        </div>
      )}
      <div className="wide">
        <TextField
          label="Address"
          autoComplete={`${section} address-line1`}
          reserveErrorLines={reserveErrorLines}
          error={errors.address1?.message}
          {...register('address1')}
        />
      </div>
      <div className="wide">
        <TextField
          label="Apartment, suite, etc. (optional)"
          autoComplete={`${section} address-line2`}
          reserveErrorLines={reserveErrorLines}
          error={errors.address2?.message}
          {...register('address2')}
        />
      </div>
      <TextField
        label="City"
        autoComplete={`${section} address-level2`}
        reserveErrorLines={reserveErrorLines}
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        label="Country"
        autoComplete={`${section} country`}
        reserveErrorLines={reserveErrorLines}
        error={errors.country?.message}
        {...country}
        onChange={(event) => {
          // A state of the old country ("TN" after United States → United Kingdom) must not ride along.
          setValue('state', '', { shouldDirty: true });
          return country.onChange(event);
        }}
      >
        <option value="">Select a country</option>
        {SUPPORTED_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {regions ? (
        <SelectField
          label="State / Province"
          autoComplete={`${section} address-level1`}
          reserveErrorLines={reserveErrorLines}
          error={errors.state?.message}
          {...register('state')}
        >
          <option value="">Select…</option>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label="State / Province"
          autoComplete={`${section} address-level1`}
          reserveErrorLines={reserveErrorLines}
          error={errors.state?.message}
          {...register('state')}
        />
      )}
      <TextField
        label="ZIP / Postal code"
        autoComplete={`${section} postal-code`}
        reserveErrorLines={reserveErrorLines}
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      {withContactFields && (
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete={`${section} tel`}
          reserveErrorLines={reserveErrorLines}
          error={errors.phone?.message}
          {...register('phone')}
        />
      )}
    </Grid>
  );
}

export const EMPTY_ADDRESS: AddressInput = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
  phone: '',
};
