export { ConsoleLayout } from './console-layout';
