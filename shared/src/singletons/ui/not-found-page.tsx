import styled from 'styled-components';
import { ButtonLink } from './button';

const Wrapper = styled.main`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  padding: ${({ theme }) => theme.space(8)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.5rem, 8vw, 4.5rem);
  color: ${({ theme }) => theme.color.accent};
  text-shadow: ${({ theme }) => theme.shadow.comic};
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <Title>404 Page Not Found</Title>
      <p>Even superheroes get lost. This page flew off somewhere.</p>
      <div>
        <ButtonLink to="/">Back to the home base</ButtonLink>
      </div>
    </Wrapper>
  );
}
