export { createFirstScreens, type FirstScreens } from './first-screens';
