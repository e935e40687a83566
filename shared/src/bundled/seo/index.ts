export { serializeJsonLd } from './serialize-json-ld';
export { usePageMeta, type PageMeta } from './use-page-meta';
