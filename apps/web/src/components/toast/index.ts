export { Toaster } from './toaster';
export { TOAST_DURATION_MS, TOAST_TITLES, dismissToast, toast, useToasts } from './toast-store';
export type { ToastItem, ToastKind } from './toast-store';
