import styled from 'styled-components';
import type { OrderStatus } from '@ps/shared/schemas';
import { Panel } from '../../ui/panel';

const STAGES = [
  { label: 'Order confirmed', reached: ['pending', 'confirmed', 'processing', 'shipped', 'delivered'] },
  { label: 'Being packed', reached: ['processing', 'shipped', 'delivered'] },
  { label: 'On its way', reached: ['shipped', 'delivered'] },
] as const;

const Stages = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2)};
    border-top: 4px solid ${({ theme }) => theme.color.border};
  }
  li[data-reached='true'] {
    border-color: ${({ theme }) => theme.color.success};
  }
`;

/** The three-stage status display and "What Happens Next?" of the confirmation page. */
export function NextSteps({ status }: { status: OrderStatus }) {
  return (
    <Panel aria-labelledby="next-steps-heading" style={{ marginTop: 24 }}>
      <Stages aria-label="Order progress">
        {STAGES.map((stage) => (
          <li key={stage.label} data-reached={(stage.reached as readonly string[]).includes(status)}>
            {stage.label}
          </li>
        ))}
      </Stages>
      <h2 id="next-steps-heading">What Happens Next?</h2>
      <ol>
        <li>We email your confirmation and receipt right away.</li>
        <li>The band packs your order within 24 hours.</li>
        <li>You get a tracking link as soon as it ships: follow it any time under Track Order.</li>
      </ol>
    </Panel>
  );
}
