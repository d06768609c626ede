// The two variants of the notification centre (spec §2): a dialog under the bell on desktop, a
// side sheet from the right (the default side) with a close control on mobile.
import * as Dialog from 'radix-ui/dialog';
import { X } from 'lucide-react';
import { cn } from '@app/components/ui/cn';
import { NotificationPanel, type PanelVariant } from './notification-panel';

export type SheetSide = 'top' | 'bottom' | 'left' | 'right';

const SHEET_SIDES: Record<SheetSide, string> = {
  right: 'inset-y-0 right-0 w-full max-w-[420px] border-l data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
  left: 'inset-y-0 left-0 w-full max-w-[420px] border-r data-[state=open]:animate-[slide-in-left_200ms_ease-out]',
  top: 'inset-x-0 top-0 h-[85dvh] border-b',
  bottom: 'inset-x-0 bottom-0 h-[85dvh] border-t',
};

export function NotificationOverlay({
  open,
  onOpenChange,
  variant,
  side = 'right',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: PanelVariant;
  side?: SheetSide;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          data-variant={variant}
          data-testid="notification-centre"
          className={cn(
            'fixed z-50 flex flex-col border-border bg-surface shadow-2xl focus:outline-none',
            variant === 'dialog'
              ? 'right-6 top-[4.5rem] w-[420px] max-w-[calc(100vw-3rem)] rounded-[12px] border data-[state=open]:animate-[fade-in_150ms_ease-out]'
              : SHEET_SIDES[side],
          )}
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-border pl-4 pr-2">
            <Dialog.Title className="text-base font-semibold">Notificações</Dialog.Title>
            <Dialog.Close
              aria-label="Fechar notificações"
              className="rounded-lg p-2.5 text-text-muted hover:bg-surface-2 hover:text-text"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <NotificationPanel variant={variant} onClose={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
