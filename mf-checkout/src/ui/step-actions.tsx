import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@ps/shared/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

interface StepActionsProps {
  backTo: string;
  backLabel: string;
  /** The step's submit button. */
  children: ReactNode;
}

/** A checkout step's closing row: back to the step before, and the step's own submit. */
export function StepActions({ backTo, backLabel, children }: StepActionsProps) {
  return (
    <Row>
      <ButtonLink to={backTo} $variant="secondary">
        {backLabel}
      </ButtonLink>
      {children}
    </Row>
  );
}
