export { AccountMenu } from './account-menu';
