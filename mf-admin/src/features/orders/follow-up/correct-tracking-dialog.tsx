import { CheckboxField } from '@ps/shared/form';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import type { Shipment } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog, WideField } from '../../../ui/form-dialog';
import { useCorrectShipment } from '../api/correct-shipment';
import { ShipmentFields, type ShipmentInput } from '../status/shipment-fields';

interface Props {
  order: AdminOrderDetail;
  shipment: Shipment;
  onClose: () => void;
}

/** Fixes a mistyped carrier or tracking number of a shipped order; the customer can be told again. */
export function CorrectTrackingDialog({ order, shipment, onClose }: Props) {
  const correct = useCorrectShipment();
  const { values, change, fieldError, unplacedError } = useServerForm(
    () => ({
      carrier: shipment.carrier as ShipmentInput['carrier'],
      trackingNumber: shipment.trackingNumber,
      notify: true,
    }),
    correct,
  );

  const submit = () => {
    const fix = {
      carrier: values.carrier || undefined,
      trackingNumber: values.trackingNumber,
      notifyCustomer: values.notify,
      expectedVersion: order.version,
    };
    correct.mutate(
      // The server names a missing carrier; the form sends what was typed.
      { id: order.id, fix: fix as Parameters<typeof correct.mutate>[0]['fix'] },
      {
        onSuccess: () => {
          const told = values.notify ? '; the customer was e-mailed' : '';
          toast({ title: `Tracking of ${order.orderNumber} corrected${told}` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Correct tracking of ${order.orderNumber}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The tracking could not be corrected"
      saving={correct.isPending}
      submitLabel="Save tracking"
    >
      <ShipmentFields value={values} onChange={change} fieldError={fieldError} />
      <WideField>
        <CheckboxField
          label="E-mail the customer the corrected tracking link"
          checked={values.notify}
          onChange={(event) => change({ notify: event.target.checked })}
        />
      </WideField>
    </FormDialog>
  );
}
