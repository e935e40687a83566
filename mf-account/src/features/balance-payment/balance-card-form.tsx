import { formatPrice } from '@ps/shared/rules';
import { Form, TextField, useZodForm } from '@ps/shared/form';
import { Button } from '@ps/shared/ui';
import { usePayOrderBalance } from '../../lib/order-edits-api/order-balance';

const loadCardSchema = () => import('@ps/shared/schemas').then((schemas) => schemas.balanceCardFormSchema);

interface Props {
  orderNumber: string;
  token: string;
  amountDue: number;
  onPaid: (amount: number) => void;
}

/** The card that pays the balance; the server takes it through the payment provider once per link. */
export function BalanceCardForm({ orderNumber, token, amountDue, onPaid }: Props) {
  const pay = usePayOrderBalance(orderNumber);
  const form = useZodForm(loadCardSchema, { number: '', expiry: '', cvc: '' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form
      form={form}
      aria-labelledby="form-card-title"
      fieldPrefix="card."
      failure="We couldn't take the payment just now. Please try again."
      onSubmit={async (card) => {
        const answer = await pay.mutateAsync({ token, card });
        // Typed card details are never sent away to approve: only a PayPal method id is.
        if ('amountPaid' in answer) onPaid(answer.amountPaid);
      }}
    >
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.number?.message}
        {...form.register('number')}
      />
      <TextField
        label="Expiry (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        error={errors.expiry?.message}
        {...form.register('expiry')}
      />
      <TextField
        label="Security code"
        inputMode="numeric"
        autoComplete="cc-csc"
        error={errors.cvc?.message}
        {...form.register('cvc')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Paying…' : `Pay ${formatPrice(amountDue)}`}
      </Button>
    </Form>
  );
}
