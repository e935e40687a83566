export { useScrollRestoration } from './use-scroll-restoration';
