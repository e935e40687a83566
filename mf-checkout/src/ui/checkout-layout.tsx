import type { ReactNode } from 'react';
import { Navigate } from '@ps/shared/router';
import { Container, VisuallyHidden } from '@ps/shared/ui';
import { useCheckoutSession } from '../lib/checkout-api/get-checkout-session';
import { useCompletedSteps } from '../lib/checkout-flow/checkout-progress';
import { CHECKOUT_STEPS, firstOpenStep, type CheckoutStepId } from '../lib/checkout-flow/checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import { ColumnsSkeleton } from './columns-skeleton';
import { Alert, PageTitle, TwoColumns } from './panel';
import { StepBar } from './step-bar';

interface Props {
  step: Exclude<CheckoutStepId, 'confirmation'>;
  title: string;
  children: ReactNode;
}

/** Every checkout step: the step bar, the step's form and the live order summary; a step not yet open sends the shopper back. */
export function CheckoutLayout({ step, title, children }: Props) {
  const completed = useCompletedSteps();
  const { data: session, isPending, error } = useCheckoutSession();
  const open = firstOpenStep(completed);
  const allowed = completed.has(step) || step === open;

  if (!allowed) return <Navigate to={CHECKOUT_STEPS.find((candidate) => candidate.id === open)!.path} replace />;
  if (error) {
    return (
      <Container>
        <PageTitle>Checkout</PageTitle>
        <Alert role="alert">{error.message}. Please reload the page.</Alert>
      </Container>
    );
  }
  if (session?.items.length === 0) return <Navigate to="/cart" replace />;

  // The title and step bar are known before the session arrives; only the columns wait for it.
  return (
    <main aria-busy={isPending}>
      <Container>
        <PageTitle>{title}</PageTitle>
        <StepBar current={step} />
        {isPending ? (
          <>
            <VisuallyHidden role="status">Loading checkout…</VisuallyHidden>
            <ColumnsSkeleton />
          </>
        ) : (
          <TwoColumns>
            <div>{children}</div>
            <CheckoutSummary session={session} />
          </TwoColumns>
        )}
      </Container>
    </main>
  );
}
