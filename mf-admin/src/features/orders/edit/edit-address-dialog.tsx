import { SelectField, TextField } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { SUPPORTED_COUNTRIES, type CountryCode } from '@ps/shared/rules';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog, WideField } from '../../../ui/form-dialog';
import { useChangeOrderAddress } from '../api/edit-order';

interface Props {
  order: AdminOrderDetail;
  onClose: () => void;
}

const EMPTY = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US' as CountryCode,
  phone: '',
};

/** Sends an order elsewhere before it ships; the server checks the address as checkout does and prices the tax again. */
export function EditAddressDialog({ order, onClose }: Props) {
  const save = useChangeOrderAddress();
  const { values, set, bind, fieldError, unplacedError } = useServerForm(
    () => ({ ...EMPTY, ...order.editAddress }),
    save,
  );
  const field = (key: keyof typeof EMPTY) => bind(key, `shippingAddress.${key}`);

  const submit = () =>
    save.mutate(
      { id: order.id, change: { shippingAddress: values, expectedVersion: order.version } },
      {
        onSuccess: ({ order: after }) => {
          const money = after.total === order.total ? '' : ' and priced again';
          toast({ title: `Address of ${order.orderNumber} changed${money}; the customer was e-mailed` });
          onClose();
        },
      },
    );

  return (
    <FormDialog
      title={`Change the shipping address of ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The address could not be changed"
      saving={save.isPending}
      submitLabel="Save address"
    >
      <TextField label="First name" autoComplete="off" {...field('firstName')} />
      <TextField label="Last name" autoComplete="off" {...field('lastName')} />
      <WideField>
        <TextField label="Company (optional)" autoComplete="off" {...field('company')} />
      </WideField>
      <WideField>
        <TextField label="Address" autoComplete="off" {...field('address1')} />
      </WideField>
      <WideField>
        <TextField label="Apartment, suite, etc. (optional)" autoComplete="off" {...field('address2')} />
      </WideField>
      <TextField label="City" autoComplete="off" {...field('city')} />
      <TextField label="State/Province" autoComplete="off" {...field('state')} />
      <TextField label="Postal/ZIP code" autoComplete="off" {...field('postalCode')} />
      <SelectField
        label="Country"
        value={values.country}
        onChange={set('country')}
        error={fieldError('shippingAddress.country')}
      >
        {SUPPORTED_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <WideField>
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...field('phone')} />
      </WideField>
    </FormDialog>
  );
}
