/**
 * The shop's and the band's rules and words, free of zod so a page needing a number or a label does not
 * download the schemas (decision 029): accounts, analytics, news, releases, the store, tours, order statuses,
 * order, return and contact words, the band's identity and price formatting. One entry, bundled per app and
 * tree-shaken, so each app carries only the names it imports (decision 075). Each part keeps its folder and
 * its own index.
 */
export * from './account-rules';
export * from './analytics-rules';
export * from './brand';
export * from './consent-categories';
export * from './contact-rules';
export * from './format';
export * from './news-rules';
export * from './order-rules';
export * from './order-status';
export * from './release-rules';
export * from './store-rules';
export * from './tour-rules';
