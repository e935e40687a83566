import styled from 'styled-components';
import { cardBody, cardFrame, type GridView } from './card-frame';
import { Skeleton } from '@ps/shared/ui';

const Frame = styled.div<{ $view: GridView }>`
  ${cardFrame}
  /* The page's colour behind the shimmer, which is drawn in the card's surface colour. */
  background: transparent;
`;

const Image = styled(Skeleton)`
  height: auto;
  aspect-ratio: 1;
  border-radius: 0;
`;

const Body = styled.div`
  ${cardBody}
  > :last-child {
    margin-top: auto;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/** A product card's box before its product arrives: square image, name, price and button rows at their real heights. */
export function ProductCardSkeleton({ view }: { view: GridView }) {
  return (
    <Frame $view={view} aria-hidden="true">
      <Image />
      <Body>
        <Skeleton $height="1.1rem" $width="75%" />
        <Skeleton $height="1.725rem" $width="35%" />
        <Skeleton $height="44px" />
      </Body>
    </Frame>
  );
}
