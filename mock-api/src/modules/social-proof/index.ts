export { socialProofRouter } from './routes';
