import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// docs/product.md "Limits": one toast at a time; 3 s, 5 s (auth and prompts, also the default) or 7 s (limit messages),
// and a warning that stays until dismissed.
export const TOAST_DURATION = {
  short: 3_000,
  default: 5_000,
  long: 7_000,
  never: Number.POSITIVE_INFINITY,
} as const;

export type ToastVariant = 'info' | 'success' | 'warning' | 'destructive';

/**
 * A button in the toast. Clicking it does not close the toast: the action answers with a toast of its own (sent, or
 * why not), which replaces this one, and until then the button stays where the user clicked it.
 */
export interface ToastAction {
  label: string;
  /** Tells screen-reader users how to do the same without the toast (Radix announces it). */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; see TOAST_DURATION. */
  duration?: number;
  action?: ToastAction;
}

export interface ActiveToast extends ToastOptions {
  id: number;
  /** False while the closed toast animates out; it stays in the store until the next one replaces it. */
  open: boolean;
}

interface ToastState {
  current: ActiveToast | null;
}

// A vanilla store, so toasts can be raised from outside React (query callbacks, the API layer).
export const toastStore = createStore<ToastState>()(() => ({ current: null }));
let nextId = 1;

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  toastStore.setState({ current: { ...options, id, open: true } });
  return id;
}

/** Closes the given toast if it is still the one on screen. */
export function dismissToast(id: number): void {
  toastStore.setState((state) =>
    state.current?.id === id ? { current: { ...state.current, open: false } } : state,
  );
}

export const useCurrentToast = () => useStore(toastStore, (state) => state.current);
