export { renderHookWithKit, renderWithKit, type KitOptions } from './render-with-kit';
export { stubScreenWidth } from './screen-width';
