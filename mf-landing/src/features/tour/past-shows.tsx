import styled from 'styled-components';
import type { TourDate } from '@ps/shared/schemas';
import { TourDateRow } from './tour-date-row';
import { ShowList } from './tour-styles';

const Details = styled.details`
  max-width: 920px;
  margin: ${({ theme }) => theme.space(8)} auto 0;
  summary {
    cursor: pointer;
    font-weight: 800;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  ul {
    opacity: 0.8;
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;

/** Shows already played, folded away and without a ticket button. */
export function PastShows({ shows }: { shows: readonly TourDate[] }) {
  if (shows.length === 0) return null;
  return (
    <Details data-testid="past-shows">
      <summary>Past shows ({shows.length})</summary>
      <ShowList>
        {shows.map((show) => (
          <TourDateRow key={show.id} show={show} />
        ))}
      </ShowList>
    </Details>
  );
}
