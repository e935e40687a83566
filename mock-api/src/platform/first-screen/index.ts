export { createFirstScreens, type FirstScreens } from './first-screens';
export { createPersonalScreenData, type SignedInCustomer } from './personal-screens';
export { warmFirstScreens } from './warm-up';
