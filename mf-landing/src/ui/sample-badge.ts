import styled from 'styled-components';

/** The visible "sample" mark on anything the site shows that is not a real record. */
export const SampleBadge = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 2px dashed ${({ theme }) => theme.color.info};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.info};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
