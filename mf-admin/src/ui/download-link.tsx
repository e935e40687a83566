import styled from 'styled-components';

/** A file the browser downloads with the staff cookie (CSV, JSON), styled as a secondary button. */
export const DownloadLink = styled.a.attrs({ download: true })`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
  text-decoration: none;
`;
