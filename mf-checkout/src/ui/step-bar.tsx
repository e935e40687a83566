import styled from 'styled-components';
import { Link } from '@ps/shared/router';
import { CHECKOUT_STEPS, isStepLinkable, type CheckoutStepId } from '../lib/checkout-flow/checkout-steps';

const List = styled.ol`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li > * {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 4px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 700;
    text-decoration: none;
  }
  li > *::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    min-width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  [data-state='done'] {
    border-color: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.text};
  }
  [data-state='current'] {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accent};
  }
  @media (max-width: 560px) {
    li span.label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  }
`;

export function StepBar({ current, completed }: { current: CheckoutStepId; completed: ReadonlySet<CheckoutStepId> }) {
  return (
    <nav aria-label="Checkout progress">
      <List>
        {CHECKOUT_STEPS.map((step) => {
          const state = step.id === current ? 'current' : completed.has(step.id) ? 'done' : 'todo';
          const label = <span className="label">{step.label}</span>;
          return (
            <li key={step.id}>
              {isStepLinkable(step.id, current, completed) ? (
                <Link to={step.path} data-state={state}>
                  {label}
                </Link>
              ) : (
                <span data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
