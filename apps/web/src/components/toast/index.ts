export { Toaster } from './toaster';
export {
  TOAST_DURATION_MS,
  TOAST_TITLES,
  dismissToast,
  showOrToast,
  toast,
  useToastPlacement,
  useToasts,
  useToastsAwayFromBottom,
} from './toast-store';
export type { ToastItem, ToastKind, ToastPlacement } from './toast-store';
