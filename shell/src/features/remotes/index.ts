export { preloadRouteGroupAt } from './remote-component';
export { registerRemoteEntries } from './register-remote-entries';
export { RouteGroupOutlet } from './route-group-outlet';
export { prepareFirstScreen } from './prepare-first-screen';
