import { APP_BUILD_ID } from '@ps/shared/route-groups';

export { renderFirstScreen } from './app/render-first-screen';

/** The shell build this prerender bundle belongs to; the server renders only with a matching shell page. */
export const build = APP_BUILD_ID;
