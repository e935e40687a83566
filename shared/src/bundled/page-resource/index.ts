export { firstScreenReader } from './first-screen-reader';
export { FirstScreenReaderContext, pageResource, type FirstScreenReader, type PageResource } from './page-resource';
export { useVisitorStateReady } from './use-visitor-state-ready';
