import type { UseFormReturn } from 'react-hook-form';
import type { PaymentStepInput, PaymentStepValues } from './payment-form-schema';

export type PaymentStepForm = UseFormReturn<PaymentStepInput, unknown, PaymentStepValues>;
