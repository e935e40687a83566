export { toast, useToastStore, type Toast, type ToastVariant } from './toast-store';
export { Toaster } from './toaster';
