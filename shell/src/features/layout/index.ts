export { RootErrorPage } from './root-error-page';
export { SiteLayout } from './site-layout';
