import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@ps/shared/brand';
import type { CheckoutStepId } from './checkout-steps';

interface CheckoutProgressState {
  completed: CheckoutStepId[];
  complete: (step: CheckoutStepId) => void;
  reset: () => void;
}

/** Which steps this tab finished; a reload keeps them, a new visit starts again. */
export const useCheckoutProgress = create<CheckoutProgressState>()(
  persist(
    (set) => ({
      completed: [],
      complete: (step) =>
        set(({ completed }) => ({ completed: completed.includes(step) ? completed : [...completed, step] })),
      reset: () => set({ completed: [] }),
    }),
    { name: storageKey('checkout_progress'), storage: createJSONStorage(() => window.sessionStorage) },
  ),
);

export const useCompletedSteps = (): ReadonlySet<CheckoutStepId> =>
  new Set(useCheckoutProgress((state) => state.completed));
