export { htmlToText } from './html-to-text';
export { isAllowedHref, sanitizeProductHtml } from './sanitize-product-html';
