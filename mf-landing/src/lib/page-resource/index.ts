export { pageResource, type PageResource } from './page-resource';
