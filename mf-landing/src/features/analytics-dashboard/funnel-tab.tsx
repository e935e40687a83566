import styled from 'styled-components';
import type { AnalyticsSummary } from './analytics-summary';
import { funnelSteps } from './funnel-rates';

const RECOMMENDATIONS = [
  'Move the newsletter card higher: most visitors who engage never reach the contact section.',
  'Add a ticket button to the hero, where the largest share of clicks already happens.',
  'Follow up new signups with the presale code right away, while interest is highest.',
];

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Bar = styled.div`
  height: 10px;
  margin-top: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(90deg, ${({ theme }) => theme.color.panic}, ${({ theme }) => theme.color.accent});
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const number = new Intl.NumberFormat('en-US');

export function FunnelTab({ funnel }: { funnel: AnalyticsSummary['funnel'] }) {
  return (
    <div>
      <Steps aria-label="Conversion funnel">
        {funnelSteps(funnel).map((step) => (
          <li key={step.stage}>
            <Line>
              <strong>{step.stage}</strong>
              <span>
                {number.format(step.count)} · {step.percentOfStart}%
              </span>
            </Line>
            <Bar style={{ width: `${Math.max(step.percentOfStart, 2)}%` }} />
            {step.continueRate !== null && <small>{step.continueRate}% continued from the step before</small>}
          </li>
        ))}
      </Steps>
      <h3>Recommendations</h3>
      <ul>
        {RECOMMENDATIONS.map((recommendation) => (
          <li key={recommendation}>{recommendation}</li>
        ))}
      </ul>
    </div>
  );
}
