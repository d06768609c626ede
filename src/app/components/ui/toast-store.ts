// Toast queue of spec §5/§9: one toast at a time; a dismissed toast is removed after 1,000,000 ms
// (it animates out first, and the long delay keeps a re-opened id stable, as shadcn's hook does).
import { create } from 'zustand';
import { TOAST } from '@shared/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  /** Describes the action for screen readers; required non-empty (Radix drops the action otherwise). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
  /** Said politely by screen readers (news while the fan reads, like a goal); default: at once (assertive). */
  polite?: boolean;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  add(toast: ToastItem): void;
  dismiss(id?: string): void;
  remove(id: string): void;
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST.limit) })),
  dismiss: (id) => {
    for (const toast of get().toasts) {
      if (id && toast.id !== id) continue;
      if (!removeTimers.has(toast.id)) {
        removeTimers.set(
          toast.id,
          setTimeout(() => {
            removeTimers.delete(toast.id);
            get().remove(toast.id);
          }, TOAST.removeDelayMs),
        );
      }
    }
    set((state) => ({ toasts: state.toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)) }));
  },
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

let counter = 0;

/** Shows a toast; returns its id and a dismiss function. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({ ...input, id, open: true });
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
