export { createTwoFactorService, type TwoFactorService } from './two-factor-service';
