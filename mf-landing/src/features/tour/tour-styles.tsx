import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { Skeleton } from '@ps/shared/ui';

export const ShowList = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 920px;
  margin: 0 auto;
  padding: 0;
`;

export const Row = styled.li<{ $faded?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 4px 4px 0 #000;
  ${media.md} {
    grid-template-columns: 130px 1fr auto;
  }
`;

export const When = styled.time`
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.6rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
  span {
    display: block;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.95rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Where = styled.div`
  strong {
    display: block;
    font-size: 1.15rem;
  }
`;

export const Note = styled.span<{ $urgent: boolean }>`
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $urgent }) => ($urgent ? theme.color.panic : theme.color.textMuted)};
`;

export const Stamp = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 2px dashed ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 800;
  text-transform: uppercase;
`;

export function TourSkeleton() {
  return (
    <ShowList aria-busy="true" aria-label="Loading tour dates">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton $height="96px" />
        </li>
      ))}
    </ShowList>
  );
}
