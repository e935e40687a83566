export { remotesConfigRouter } from './routes';
