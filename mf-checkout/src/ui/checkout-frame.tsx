import type { ReactNode } from 'react';
import { Container, VisuallyHidden } from '@ps/shared/ui';
import type { CheckoutStepId } from '../lib/checkout-flow/checkout-steps';
import { useRememberedLines } from '../lib/remembered-cart/remembered-lines';
import { CheckoutFooter } from './checkout-footer';
import { PanelSkeleton, SummarySkeleton } from './columns-skeleton';
import { PageTitle, TwoColumns } from './panel';
import { RememberedSummary } from './remembered-summary';
import { StepBar } from './step-bar';

type FormStep = Exclude<CheckoutStepId, 'confirmation'>;

interface Props {
  step: FormStep;
  title: string;
  completed: ReadonlySet<CheckoutStepId>;
  busy: boolean;
  children: ReactNode;
}

/** A checkout step's title, step bar and footer around its body. */
export function CheckoutFrame({ step, title, completed, busy, children }: Props) {
  return (
    <main aria-busy={busy}>
      <Container>
        <PageTitle>{title}</PageTitle>
        <StepBar current={step} completed={completed} />
        {children}
        <CheckoutFooter />
      </Container>
    </main>
  );
}

/**
 * The columns of a step whose session has not arrived yet: the step's form as it will look, or a panel of
 * placeholder rows, beside the order summary listing the lines this browser remembers.
 */
export function CheckoutColumnsLoading({ form = <PanelSkeleton /> }: { form?: ReactNode }) {
  const lines = useRememberedLines();
  return (
    <>
      <VisuallyHidden role="status">Loading checkout…</VisuallyHidden>
      <TwoColumns>
        {form}
        {lines ? <RememberedSummary lines={lines} /> : <SummarySkeleton />}
      </TwoColumns>
    </>
  );
}

interface LoadingProps {
  step: FormStep;
  title: string;
  /** The step's form before its code and session arrive, when it can be drawn at its own size. */
  form?: ReactNode;
}

/**
 * A step while its code loads (decision 029): the frame it draws while its session loads, so the server's
 * frame and the page's first render agree and nothing flickers when the code arrives.
 */
export function CheckoutStepLoading({ step, title, form }: LoadingProps) {
  return (
    <CheckoutFrame step={step} title={title} completed={new Set()} busy>
      <CheckoutColumnsLoading form={form} />
    </CheckoutFrame>
  );
}
