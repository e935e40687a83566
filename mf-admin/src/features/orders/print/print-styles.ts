import styled, { createGlobalStyle } from 'styled-components';

/**
 * On paper only the printed document shows: the console's chrome and the screen view
 * are siblings of it under <body>, so hiding those hides every remote's header and nav.
 */
export const PrintOnlyDocument = createGlobalStyle`
  @media print {
    body > :not([data-print-document]) {
      display: none !important;
    }
    html,
    body {
      background: #fff !important;
    }
  }
  @page {
    margin: 16mm;
  }
  @media screen {
    [data-print-document] {
      display: none;
    }
  }
`;

/** Black on white, in the reader's own font sizes, whatever the console's theme. */
export const Paper = styled.article`
  color: #000;
  background: #fff;
  font:
    11pt/1.4 system-ui,
    sans-serif;
  h1 {
    margin: 0;
    font-size: 18pt;
  }
  h2 {
    margin: 0 0 4pt;
    font-size: 11pt;
  }
  header {
    display: flex;
    justify-content: space-between;
    gap: 24pt;
    margin-bottom: 16pt;
  }
  address {
    font-style: normal;
  }
  table {
    width: 100%;
    margin: 16pt 0;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4pt;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid #999;
  }
  .number {
    text-align: right;
  }
  tfoot th,
  tfoot td {
    border: 0;
  }
`;

export const Columns = styled.div`
  display: flex;
  gap: 48pt;
`;
