import styled from 'styled-components';

/** The cart's lines, drawn alike from the server's cart and from what the browser remembers of it. */
export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  img {
    width: 88px;
    height: 88px;
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: cover;
  }
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    letter-spacing: 0;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Controls = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  strong {
    font-size: 1.1rem;
  }
  button.remove {
    background: none;
    border: 0;
    color: ${({ theme }) => theme.color.danger};
    text-decoration: underline;
    cursor: pointer;
    min-height: 44px;
  }
`;
