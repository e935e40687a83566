import styled from 'styled-components';
import { ButtonLink, Container } from '@ps/shared/ui';
import { PageTitle } from '../../ui/panel';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export function EmptyCart() {
  return (
    <main>
      <Container>
        <PageTitle>Your cart is empty</PageTitle>
        <p>Even superheroes need a costume. Go find yours.</p>
        <Actions>
          <ButtonLink to="/store">Shop the store</ButtonLink>
          <ButtonLink to="/store?featured=true" $variant="secondary">
            See featured merch
          </ButtonLink>
        </Actions>
      </Container>
    </main>
  );
}
