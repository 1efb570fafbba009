import { useEffect, useSyncExternalStore } from 'react';
import { errorMessage } from '@/lib/api-error';

/** Spec §2 / §9: bottom-right, 2500 ms, these titles. */
export const TOAST_DURATION_MS = 2500;
export const TOAST_TITLES = { success: 'Operación Exitosa!', error: 'Ha ocurrido un error' } as const;
const MAX_VISIBLE = 4;

export type ToastKind = 'success' | 'error';

export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly title: string;
  readonly message: string;
}

let items: readonly ToastItem[] = [];
/** How many mounted screens keep the bottom right for themselves (the point of sale's Vender). */
let keepingBottom = 0;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function push(kind: ToastKind, message: string, title?: string): number {
  const id = nextId++;
  emit([...items, { id, kind, title: title ?? TOAST_TITLES[kind], message }].slice(-MAX_VISIBLE));
  return id;
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

/** THE toast helper. `toast.error` takes an ApiError (shows the server's message) or a text. */
export const toast = {
  success: (message: string, title?: string) => push('success', message, title),
  error: (error: unknown, title?: string) =>
    push('error', typeof error === 'string' ? error : errorMessage(error), title),
};

/** Hands what `read` answers to `show`; when it fails, the failure is a toast instead. */
export async function showOrToast<T>(read: Promise<T>, show: (value: T) => void): Promise<void> {
  try {
    show(await read);
  } catch (error) {
    toast.error(error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}

/** Where the toasts stack: bottom right (spec §2), or top right while a screen needs the bottom. */
export type ToastPlacement = 'bottom' | 'top';

export function useToastPlacement(): ToastPlacement {
  return useSyncExternalStore(
    subscribe,
    () => (keepingBottom > 0 ? 'top' : 'bottom'),
    () => 'bottom',
  );
}

/**
 * For a screen whose main action sits at the bottom right (the point of sale's Vender): while it
 * is mounted, toasts stack at the top right instead, so none covers that action.
 */
export function useToastsAwayFromBottom(): void {
  useEffect(() => {
    keepingBottom += 1;
    emit(items);
    return () => {
      keepingBottom -= 1;
      emit(items);
    };
  }, []);
}
