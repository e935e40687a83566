import type { AdminReturn } from '@ps/shared/console-schemas';
import { SelectField, TextField } from '@ps/shared/form';
import { CARRIER_IDS, CARRIERS } from '@ps/shared/schemas';
import { useServerForm } from '../../../lib/use-server-form';
import { useReturnStep } from '../api/take-return-step';
import { ReturnStepDialog } from './return-step-dialog';

/** The exchange's replacement leaves: the carrier and tracking number go to the customer. */
export function SendDialog({ request, onClose }: { request: AdminReturn; onClose: () => void }) {
  const step = useReturnStep(request.id, 'send');
  const { values, set, bind, fieldError, unplacedError } = useServerForm(
    () => ({ carrier: '', trackingNumber: '' }),
    step,
  );
  return (
    <ReturnStepDialog
      request={request}
      step={step}
      error={unplacedError}
      title={`Send the replacement of exchange ${request.id}`}
      submitLabel="Send replacement"
      done="Replacement sent; the customer was e-mailed the tracking link"
      failure="The replacement could not be marked sent"
      body={{ carrier: values.carrier || undefined, trackingNumber: values.trackingNumber }}
      onClose={onClose}
    >
      <SelectField
        label="Carrier"
        required
        value={values.carrier}
        onChange={set('carrier')}
        error={fieldError('carrier')}
      >
        <option value="">Choose the carrier</option>
        {CARRIER_IDS.map((carrier) => (
          <option key={carrier} value={carrier}>
            {CARRIERS[carrier].name}
          </option>
        ))}
      </SelectField>
      <TextField label="Tracking number" required autoComplete="off" {...bind('trackingNumber')} />
    </ReturnStepDialog>
  );
}
