export { startServiceWorker } from './start-service-worker';
