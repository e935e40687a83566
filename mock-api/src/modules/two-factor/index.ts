export { twoFactorQueries } from './repository';
export { createTwoFactorService, type TwoFactorService } from './two-factor-service';
