import styled from 'styled-components';

/**
 * The console's tables: compact rows, scrolling sideways inside their box on a phone, and
 * focusable so that the keyboard can scroll them too. Positioned, so that visually hidden
 * labels in cells scrolled out of view stay inside it instead of widening the page.
 */
export const DataTable = styled.table.attrs({ tabIndex: 0 })`
  position: relative;
  display: block;
  width: 100%;
  overflow-x: auto;
  border-collapse: collapse;
  font-size: 0.92rem;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  caption {
    padding: ${({ theme }) => theme.space(2)} 0;
    color: ${({ theme }) => theme.color.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    white-space: nowrap;
  }
  tbody th {
    min-width: 12ch;
    white-space: normal;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.color.info};
    white-space: nowrap;
  }
`;
