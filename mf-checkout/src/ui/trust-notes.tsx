import styled from 'styled-components';
import { useReturnWindowDays } from '@ps/shared/support';

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

export function TrustNotes() {
  const days = useReturnWindowDays();
  return (
    <List aria-label="Why checkout is safe">
      <li>256-bit SSL encryption on every step</li>
      <li>Your payment details are never stored on our servers</li>
      <li>{days === undefined ? 'Money-back guarantee' : `${days}-day money-back guarantee`}</li>
    </List>
  );
}
