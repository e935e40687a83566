export { preloadRouteGroupAt } from './remote-component';
export { registerRemoteEntries } from './register-remote-entries';
export { RouteGroupOutlet } from './route-group-outlet';
export { prepareFirstScreen } from './prepare-first-screen';
export { errorOriginOf } from './error-origin';
export { loadRemotesConfig } from './load-remotes-config';
