import styled from 'styled-components';
import { EXPERIMENT_IDS, EXPERIMENTS, useExperimentStore } from '@ps/shared/experiments';
import type { AnalyticsSummary } from './analytics-summary';

const Test = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  tr[data-mine='true'] td {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 700;
  }
`;

const number = new Intl.NumberFormat('en-US');

/** The visitor's variant per running test (only assigned with consent) and how each variant performs. */
export function AbTestsTab({ summary }: { summary: AnalyticsSummary }) {
  const assignments = useExperimentStore((state) => state.assignments);
  return (
    <div>
      {EXPERIMENT_IDS.map((testId) => {
        const experiment = EXPERIMENTS[testId];
        const mine = assignments[testId];
        const results = summary.experiments.filter((result) => result.testId === testId);
        return (
          <Test key={testId} aria-labelledby={`test-${testId}`}>
            <h3 id={`test-${testId}`}>{experiment.name}</h3>
            <p>
              Your variant: <strong>{mine ?? 'not assigned (no tracking consent)'}</strong>
            </p>
            <table>
              <caption style={{ textAlign: 'left', fontSize: '0.8rem' }}>Results per variant</caption>
              <thead>
                <tr>
                  <th scope="col">Variant</th>
                  <th scope="col">Exposures</th>
                  <th scope="col">Conversions</th>
                  <th scope="col">Rate</th>
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.variant} data-mine={result.variant === mine}>
                    <td>{result.variant}</td>
                    <td>{number.format(result.exposures)}</td>
                    <td>{number.format(result.conversions)}</td>
                    <td>{result.rate.toFixed(1)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Test>
        );
      })}
    </div>
  );
}
