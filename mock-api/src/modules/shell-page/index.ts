export { createShellPage, type ShellPage } from './shell-page';
