import { SelectField, TextField } from '@ps/shared/form';
import { CARRIER_IDS, CARRIERS, type Carrier } from '@ps/shared/schemas';

export interface ShipmentInput {
  carrier: Carrier | '';
  trackingNumber: string;
}

interface Props {
  value: ShipmentInput;
  onChange: (next: ShipmentInput) => void;
  /** `useServerForm`'s: the server's word on each of the two fields. */
  fieldError?: (key: keyof ShipmentInput) => string | undefined;
}

/** Shipping needs both: the customer follows the parcel with them. */
export function ShipmentFields({ value, onChange, fieldError }: Props) {
  return (
    <>
      <SelectField
        label="Carrier"
        value={value.carrier}
        required
        error={fieldError?.('carrier')}
        onChange={(event) => onChange({ ...value, carrier: event.target.value as Carrier | '' })}
      >
        <option value="">Choose the carrier</option>
        {CARRIER_IDS.map((carrier) => (
          <option key={carrier} value={carrier}>
            {CARRIERS[carrier].name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tracking number"
        value={value.trackingNumber}
        required
        autoComplete="off"
        error={fieldError?.('trackingNumber')}
        onChange={(event) => onChange({ ...value, trackingNumber: event.target.value })}
      />
    </>
  );
}
