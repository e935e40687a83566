import type { AdminReturn } from '@ps/shared/console-schemas';
import { TextAreaField } from '@ps/shared/form';
import { useServerForm } from '../../../lib/use-server-form';
import { WideField } from '../../../ui/form-dialog';
import { useReturnStep } from '../api/take-return-step';
import { ReturnStepDialog } from './return-step-dialog';

interface Props {
  request: AdminReturn;
  decision: 'approve' | 'refuse';
  onClose: () => void;
}

/** Approve (an exchange holds its replacement now) or refuse, with words the customer gets by mail. */
export function DecideDialog({ request, decision, onClose }: Props) {
  const step = useReturnStep(request.id, decision);
  const { values, bind, unplacedError } = useServerForm(() => ({ message: '' }), step);
  const approve = decision === 'approve';
  const noun = request.kind === 'exchange' ? 'exchange' : 'return';
  return (
    <ReturnStepDialog
      request={request}
      step={step}
      error={unplacedError}
      title={`${approve ? 'Approve' : 'Refuse'} ${noun} ${request.id}`}
      submitLabel={approve ? 'Approve' : 'Refuse'}
      done={`${approve ? 'Approved' : 'Refused'}; the customer was e-mailed`}
      failure={`The ${noun} could not be ${approve ? 'approved' : 'refused'}`}
      body={{ message: values.message.trim() || undefined }}
      destructive={!approve}
      onClose={onClose}
    >
      <WideField>
        <TextAreaField
          label={approve ? 'Message to the customer (optional)' : 'Why, for the customer'}
          required={!approve}
          rows={3}
          {...bind('message')}
        />
      </WideField>
    </ReturnStepDialog>
  );
}
