import { useState } from 'react';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { VisuallyHidden } from '@ps/shared/ui';
import { PERIOD_LABELS } from './period';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  label {
    position: relative;
  }
  /* The real radio covers its pill, invisible: clicks, keys and focus all reach it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: 600;
    cursor: pointer;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

interface Props {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

/**
 * Radio buttons: arrow keys move between periods, and the period shown is announced.
 * The router applies the new address in a transition, so the picked radio is held locally until it
 * arrives; a controlled radio would otherwise snap back for a frame and swallow the click.
 */
export function PeriodPicker({ value, onChange }: Props) {
  const [picked, setPicked] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setPicked(value);
  }
  return (
    <>
      <Group>
        <VisuallyHidden as="legend">Period</VisuallyHidden>
        {DASHBOARD_PERIODS.map((period) => (
          <label key={period}>
            <input
              type="radio"
              name="period"
              value={period}
              checked={picked === period}
              onChange={() => {
                setPicked(period);
                onChange(period);
              }}
            />
            <span>{PERIOD_LABELS[period]}</span>
          </label>
        ))}
      </Group>
      <VisuallyHidden aria-live="polite">Showing {PERIOD_LABELS[value]}</VisuallyHidden>
    </>
  );
}
