/*
 * Stateless widgets: each app bundles the ones it uses (tree-shaken) rather than
 * loading them with the page-wide `ui` singleton on every first load.
 */
export { ExternalLink } from './external-link';
export { ModalDialog } from './modal-dialog';
export { TabList, type TabItem } from './tab-list';
export { TabPanel } from './tab-panel';
export { nextTabIndex } from './tab-keys';
