import styled from 'styled-components';
import { Button } from './button';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(8)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 2px dashed ${({ theme }) => theme.color.panic};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 2rem;
  color: ${({ theme }) => theme.color.panic};
`;

interface Props {
  title: string;
  message: string;
  onRetry?: () => void;
}

export function ErrorFallback({ title, message, onRetry }: Props) {
  return (
    <Panel role="alert" data-testid="error-fallback">
      <Title>{title}</Title>
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </Panel>
  );
}
