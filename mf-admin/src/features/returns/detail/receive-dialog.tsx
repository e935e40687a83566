import type { AdminReturn } from '@ps/shared/console-schemas';
import { TextField } from '@ps/shared/form';
import { useServerForm } from '../../../lib/use-server-form';
import { useReturnStep } from '../api/take-return-step';
import { ReturnStepDialog } from './return-step-dialog';

/** How many of each line came back fit to sell again; the rest count as damaged. */
export function ReceiveDialog({ request, onClose }: { request: AdminReturn; onClose: () => void }) {
  const step = useReturnStep(request.id, 'receive');
  const { values, change, fieldError, unplacedError } = useServerForm(
    () =>
      Object.fromEntries(request.lines.map((line) => [line.itemId, String(line.quantity)])) as Record<string, string>,
    step,
  );
  const lines = request.lines.map((line) => ({ itemId: line.itemId, goodQuantity: Number(values[line.itemId] ?? 0) }));
  return (
    <ReturnStepDialog
      request={request}
      step={step}
      error={unplacedError}
      title={`Receive ${request.kind} ${request.id}`}
      submitLabel="Mark received"
      done="Marked received; the customer was e-mailed"
      failure="The items could not be marked received"
      body={{ lines }}
      onClose={onClose}
    >
      {request.lines.map((line, index) => (
        <TextField
          key={line.itemId}
          label={`${line.productName} (${line.variantName}): good of ${line.quantity}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.quantity}
          value={values[line.itemId] ?? ''}
          error={fieldError(`lines.${index}.goodQuantity`)}
          onChange={(event) => change({ [line.itemId]: event.target.value })}
        />
      ))}
    </ReturnStepDialog>
  );
}
