export { createExpirySweeper } from './expiry-sweeper';
