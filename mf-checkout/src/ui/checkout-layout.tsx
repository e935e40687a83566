import type { ReactNode } from 'react';
import { userErrorMessage } from '@ps/shared/api';
import { cartLineShortfall } from '@ps/shared/cart';
import { Navigate } from '@ps/shared/router';
import type { CheckoutSession } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import { useCheckoutSession } from '../lib/checkout-api/get-checkout-session';
import { useFreshCart } from '../lib/checkout-api/use-fresh-cart';
import { CHECKOUT_STEPS, firstOpenStep, type CheckoutStepId } from '../lib/checkout-flow/checkout-steps';
import { completedSteps } from '../lib/checkout-flow/completed-steps';
import { CartProblems } from './cart-problems';
import { CheckoutSummary } from './checkout-summary';
import { CheckoutColumnsLoading, CheckoutFrame } from './checkout-frame';
import { OrderAlreadyPlaced } from './order-already-placed';
import { Alert, TwoColumns } from './panel';

type FormStep = Exclude<CheckoutStepId, 'confirmation'>;

interface Props {
  step: FormStep;
  title: string;
  /** The step's form, given the session once it has loaded. */
  children: (session: CheckoutSession) => ReactNode;
  /** The form as drawn while the session loads (see CheckoutStepLoading). */
  formLoading?: ReactNode;
}

const pathOf = (step: CheckoutStepId) => CHECKOUT_STEPS.find((candidate) => candidate.id === step)!.path;

/**
 * Every checkout step: the step bar, the step's form and the server's order summary. A step
 * not yet open sends the shopper back; a cart line that cannot be ordered, or an order
 * already placed from this checkout, takes the form's place.
 */
export function CheckoutLayout({ step, title, children, formLoading }: Props) {
  const cart = useFreshCart();
  const { data: session, isPending, error, refetch } = useCheckoutSession();
  const unavailable = (cart.data?.items ?? []).filter((item) => cartLineShortfall(item));
  const completed = session ? completedSteps(session) : new Set<CheckoutStepId>();

  let body: ReactNode;
  if (unavailable.length > 0 && session?.status !== 'completed') {
    body = (
      <TwoColumns>
        <CartProblems items={unavailable} />
        {session && <CheckoutSummary session={session} />}
      </TwoColumns>
    );
  } else if (error) {
    body = (
      <Alert role="alert">
        {userErrorMessage(error.cause ?? error, "We couldn't load your checkout.")}{' '}
        <Button $variant="secondary" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (isPending) {
    body = <CheckoutColumnsLoading form={formLoading} />;
  } else if (session.status === 'completed') {
    body = <OrderAlreadyPlaced sessionId={session.id} orderNumber={session.orderNumber} />;
  } else if (session.items.length === 0) {
    return <Navigate to="/cart" replace />;
  } else if (!completed.has(step) && firstOpenStep(completed) !== step) {
    return <Navigate to={pathOf(firstOpenStep(completed))} replace />;
  } else {
    body = (
      <TwoColumns>
        <div>{children(session)}</div>
        <CheckoutSummary session={session} />
      </TwoColumns>
    );
  }

  // The title and step bar are known before the session arrives; only the columns wait for it.
  return (
    <CheckoutFrame step={step} title={title} completed={completed} busy={isPending}>
      {body}
    </CheckoutFrame>
  );
}
