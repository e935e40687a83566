import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** A toast that asks for a decision stays until the fan acts on it or dismisses it. */
  action?: ToastAction;
}

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: () => void;
}

let nextId = 1;

/** One toast at a time (spec 1): a new toast replaces the one on screen. */
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: ({ variant = 'default', ...toast }) => set({ current: { ...toast, variant, id: nextId++ } }),
  dismiss: () => set({ current: null }),
}));

export const toast = (input: Parameters<ToastState['show']>[0]): void => useToastStore.getState().show(input);
