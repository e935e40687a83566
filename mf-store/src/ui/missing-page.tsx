import styled from 'styled-components';
import { ButtonLink, Container } from '@ps/shared/ui';

const Wrapper = styled.main`
  padding: ${({ theme }) => theme.space(16)} 0;
  text-align: center;
  h1 {
    font-size: clamp(2.5rem, 7vw, 4rem);
    color: ${({ theme }) => theme.color.accent};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** 'Product Not Found' and 'Category Not Found': a dead end that leads back to the store. */
export function MissingPage({ title, message }: { title: string; message: string }) {
  return (
    <Wrapper>
      <Container>
        <h1>{title}</h1>
        <p>{message}</p>
        <ButtonLink to="/store">Back to the store</ButtonLink>
      </Container>
    </Wrapper>
  );
}
