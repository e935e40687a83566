import { createGlobalStyle } from 'styled-components';

/**
 * A receipt prints the page: everything that neither holds nor sits inside the element
 * marked `data-receipt` (the site's header, footer, cookie banner, toasts) is left out,
 * whatever the shell renders, `data-print-hidden` drops buttons inside it, and the comic
 * night colours turn into ink on paper.
 */
export const ReceiptPrintStyle = createGlobalStyle`
  @media print {
    body *:not(:has([data-receipt])):not([data-receipt]):not([data-receipt] *),
    [data-receipt] [data-print-hidden] {
      display: none !important;
    }
    body,
    [data-receipt],
    [data-receipt] * {
      background: #fff !important;
      color: #000 !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }
    [data-receipt] section {
      break-inside: avoid;
    }
  }
`;
