export { toast, useToastStore, type Toast, type ToastAction, type ToastVariant } from './toast-store';
export { Toaster } from './toaster';
export { raiseToastLayer } from './toast-layer';
