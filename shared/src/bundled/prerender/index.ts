export { createPrerenderEntry } from './create-prerender-entry';
