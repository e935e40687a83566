import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import type { OrderShipment } from '@ps/shared/schemas';
import { toast } from '@ps/shared/ui';
import { useServerForm } from '../../../lib/use-server-form';
import { FormDialog, WideField } from '../../../ui/form-dialog';
import { useCorrectParcel } from '../api/correct-parcel';
import { ShipmentFields, type ShipmentInput } from '../status/shipment-fields';

interface Props {
  order: AdminOrderDetail;
  parcel: OrderShipment;
  onClose: () => void;
}

/** Fixes a mistyped carrier or tracking number of one parcel still on its way; the customer is e-mailed the new link. */
export function CorrectParcelDialog({ order, parcel, onClose }: Props) {
  const correct = useCorrectParcel();
  const { values, change, fieldError, unplacedError } = useServerForm(
    () => ({ carrier: parcel.carrier as ShipmentInput['carrier'], trackingNumber: parcel.trackingNumber }),
    correct,
  );

  const submit = () => {
    const fix = {
      carrier: values.carrier || undefined,
      trackingNumber: values.trackingNumber,
      expectedVersion: order.version,
    };
    correct.mutate(
      // The server names a missing carrier; the form sends what was typed.
      { id: order.id, shipmentId: parcel.id, fix: fix as Parameters<typeof correct.mutate>[0]['fix'] },
      {
        onSuccess: () => {
          toast({ title: `Tracking of parcel ${parcel.number} corrected; the customer was e-mailed` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={`Correct tracking of parcel ${parcel.number}`}
      onClose={onClose}
      onSubmit={submit}
      error={unplacedError}
      failure="The tracking could not be corrected"
      saving={correct.isPending}
      submitLabel="Save tracking"
    >
      <ShipmentFields value={values} onChange={change} fieldError={fieldError} />
      <WideField>
        <p>The customer gets one e-mail with the parcel&apos;s corrected tracking link.</p>
      </WideField>
    </FormDialog>
  );
}
