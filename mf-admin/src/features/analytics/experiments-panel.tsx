import { CONTROL_VARIANT } from '@ps/shared/rules';
import type { ExperimentResult } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { DataTable } from '../../ui/data-table';
import { Panel } from '../../ui/panel';
import { formatPValue, formatRate, SIGNIFICANCE_LEVEL, verdictOf } from './analytics-format';
import { TableHead } from '../../ui/table-head';

const Experiment = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function ExperimentTable({ experiment }: { experiment: ExperimentResult }) {
  const control = experiment.variants.find((variant) => variant.variant === CONTROL_VARIANT);
  const headingId = `experiment-${experiment.testId}-name`;
  return (
    <Experiment data-testid={`experiment-${experiment.testId}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{experiment.testId}</h3>
      <p>
        Converts on “{experiment.conversionLabel}” (the <code>{experiment.conversionMetric}</code> metric).
      </p>
      <DataTable aria-labelledby={headingId}>
        <TableHead columns={['Variant', 'Exposed', 'Converted', 'Rate', 'p-value', 'Verdict']} />
        <tbody>
          {experiment.variants.length === 0 ? (
            <tr>
              <td colSpan={6}>No visitor has seen this test in the period.</td>
            </tr>
          ) : (
            experiment.variants.map((variant) => (
              <tr key={variant.variant}>
                <th scope="row">{variant.variant}</th>
                <td>{variant.exposures}</td>
                <td>{variant.conversions}</td>
                <td>{formatRate(variant.rate)}</td>
                <td>{formatPValue(variant.pValue)}</td>
                <td>{verdictOf(variant, control)}</td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    </Experiment>
  );
}

/** Each running A/B test, every variant measured against the control with a two-proportion z-test. */
export function ExperimentsPanel({ experiments }: { experiments: readonly ExperimentResult[] }) {
  return (
    <Panel aria-labelledby="experiments-heading">
      <h2 id="experiments-heading">Experiments</h2>
      <p>
        Exposed: visitors shown the variant. The p-value (two-sided, against the control) is the chance of a difference
        this large if the variants converted equally; below {SIGNIFICANCE_LEVEL} it is called a difference.
      </p>
      {experiments.map((experiment) => (
        <ExperimentTable key={experiment.testId} experiment={experiment} />
      ))}
    </Panel>
  );
}
