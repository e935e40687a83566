/**
 * Stateless UI sets: labelled inputs without react-hook-form, the order and payment status badges, tabs, the
 * modal dialog and the outbound link. Not in the `@ps/shared/ui` singleton, which every page loads whole: each
 * app bundles the ones it uses, tree-shaken (decisions 019, 029, 032 and 075).
 */
export * from './fields';
export * from './status-badges';
export * from './widgets';
