import type { UseFormReturn } from '@ps/shared/form';
import type { PaymentStepInput, PaymentStepValues } from './payment-form-schema';

export type PaymentStepForm = UseFormReturn<PaymentStepInput, unknown, PaymentStepValues>;
