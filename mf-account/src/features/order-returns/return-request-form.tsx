import { Form, SelectField, TextAreaField, useZodForm } from '@ps/shared/form';
import { RETURN_MESSAGES, formatPrice } from '@ps/shared/rules';
import type { OrderReturnsResponse, ReturnRequest, ReturnRequestForm as ReturnForm } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';

const loadReturnSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.returnRequestFormSchema);

type Line = OrderReturnsResponse['lines'][number];

function toReturnRequest(values: ReturnForm, email: string | undefined): ReturnRequest {
  const lines = Object.entries(values.quantities)
    .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity: Number(quantity) }))
    .filter((line) => line.quantity > 0);
  const replacementVariantId = values.replacementVariantId ? Number(values.replacementVariantId) : undefined;
  return {
    email,
    kind: values.kind,
    reason: values.reason,
    lines,
    ...(values.kind === 'exchange' ? { replacementVariantId } : {}),
  };
}

interface Props {
  lines: Line[];
  onSubmit: (request: ReturnRequest) => Promise<unknown>;
  email: string | undefined;
}

/** Which items, how many, and why; an exchange swaps one line for another option of the same product. */
export function ReturnRequestForm({ lines, onSubmit, email }: Props) {
  const form = useZodForm(loadReturnSchema, {
    kind: 'return',
    reason: '',
    quantities: Object.fromEntries(lines.map((line) => [String(line.itemId), '0'])),
    replacementVariantId: '',
  });
  const kind = form.watch('kind');
  const quantities = form.watch('quantities');
  const chosen = lines.filter((line) => Number(quantities[String(line.itemId)] ?? 0) > 0);
  const exchangeLine = chosen.length === 1 ? chosen[0] : undefined;
  const wanted = exchangeLine?.exchangeOptions.find(
    (option) => String(option.variantId) === form.watch('replacementVariantId'),
  );
  const submit = (values: ReturnForm) => {
    if (!chosen.length) {
      form.setError('root', { message: RETURN_MESSAGES.linesRequired });
      return Promise.resolve();
    }
    return onSubmit(toReturnRequest(values, email));
  };
  return (
    <Form form={form} onSubmit={submit} failure="Your request could not be sent. Please try again.">
      <SelectField label="What would you like?" {...form.register('kind')}>
        <option value="return">Return for a refund</option>
        <option value="exchange">Exchange for another option</option>
      </SelectField>
      {lines.map((line) => (
        <SelectField
          key={line.itemId}
          label={`${line.productName} (${line.variantName}): how many`}
          disabled={line.returnable === 0}
          {...form.register(`quantities.${line.itemId}`)}
        >
          {Array.from({ length: line.returnable + 1 }, (_, count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      ))}
      {kind === 'exchange' && (
        <SelectField
          label="Exchange for"
          hint={
            wanted && wanted.costsMore > 0
              ? `This option costs ${formatPrice(wanted.costsMore)} more each: once we approve, we e-mail you a link to pay the difference by card.`
              : undefined
          }
          error={
            chosen.length > 1 ? RETURN_MESSAGES.exchangeOneLine : form.formState.errors.replacementVariantId?.message
          }
          {...form.register('replacementVariantId')}
        >
          <option value="">{exchangeLine ? 'Choose an option' : 'Choose one item above first'}</option>
          {exchangeLine?.exchangeOptions.map((option) => (
            <option key={option.variantId} value={option.variantId} disabled={!option.inStock}>
              {option.name}
              {option.costsMore > 0 ? ` (+${formatPrice(option.costsMore)} each)` : ''}
              {option.inStock ? '' : ' (sold out)'}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Why are you sending it back?"
        rows={3}
        required
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      {form.formState.errors.root && <p role="alert">{form.formState.errors.root.message}</p>}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send request'}
      </Button>
    </Form>
  );
}
