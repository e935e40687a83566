export { createFirstScreens, type FirstScreens } from './first-screens';
export { warmFirstScreens } from './warm-up';
