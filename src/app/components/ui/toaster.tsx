import * as Toast from 'radix-ui/toast';
import { CheckCircle2, AlertCircle, Info, X } from 'lucide-react';
import { TOAST } from '@shared/constants';
import { cn } from './cn';
import { useToastStore, type ToastVariant } from './toast-store';

const VARIANT_STYLES: Record<ToastVariant, { className: string; icon: typeof Info }> = {
  default: { className: 'border-border', icon: Info },
  success: { className: 'border-accent/60', icon: CheckCircle2 },
  destructive: { className: 'border-danger/70', icon: AlertCircle },
};

const ICON_COLOR: Record<ToastVariant, string> = {
  default: 'text-info',
  success: 'text-accent',
  destructive: 'text-danger',
};

/** Renders the toast stack. `label` names the viewport region for screen readers (F8 focuses it). */
export function Toaster({ label = 'Notificações' }: { label?: string }) {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <Toast.Provider
      label={label}
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThreshold}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, action, open, polite }) => {
        const { className, icon: Icon } = VARIANT_STYLES[variant];
        return (
          <Toast.Root
            key={id}
            open={open}
            duration={duration}
            type={polite ? 'background' : 'foreground'}
            onOpenChange={(next) => !next && dismiss(id)}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-[12px] border bg-surface-2 p-4 pr-10 shadow-xl shadow-black/40',
              'data-[state=open]:animate-[fade-in_150ms_ease-out] data-[state=closed]:animate-[fade-in_150ms_ease-in_reverse]',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-[toast-swipe-out_150ms_ease-out]',
              className,
            )}
          >
            <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', ICON_COLOR[variant])} aria-hidden="true" />
            <div className="grid min-w-0 gap-1">
              {title && <Toast.Title className="font-semibold text-text">{title}</Toast.Title>}
              {description && <Toast.Description className="text-sm text-text-muted">{description}</Toast.Description>}
              {action && (
                <Toast.Action
                  altText={action.altText}
                  onClick={action.onClick}
                  className="mt-1 w-fit rounded-md border border-border px-3 py-1 text-sm font-medium hover:bg-surface"
                >
                  {action.label}
                </Toast.Action>
              )}
            </div>
            <Toast.Close
              aria-label="Fechar"
              className="absolute right-2 top-2 rounded-md p-1.5 text-text-muted hover:bg-surface hover:text-text"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        label="Notificações ({hotkey})"
        className="fixed bottom-20 right-0 z-[100] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </Toast.Provider>
  );
}
