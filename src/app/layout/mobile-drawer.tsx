import * as Dialog from 'radix-ui/dialog';
import { X } from 'lucide-react';
import { DRAWER_ITEMS } from './nav-items';
import { NavList } from './nav-list';
import { Logo } from './logo';
import { productName } from '../lib/runtime-config';

/** Mobile side drawer (spec §2): its entries (head-to-head added, the help page for the help centre), © 2023 in its footer. */
export function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer (not a Radix trigger: the drawer loads on first use) gets focus back. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-[320px] flex-col border-r border-border bg-surface shadow-2xl data-[state=open]:animate-[slide-in-left_200ms_ease-out]"
        >
          <div className="flex h-14 items-center justify-between px-4">
            <Logo onNavigate={close} />
            <Dialog.Close
              aria-label="Fechar menu"
              className="rounded-lg p-2.5 text-text-muted hover:bg-surface-2 hover:text-text"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-2">
            <NavList
              items={DRAWER_ITEMS}
              onNavigate={close}
              className="grid gap-0.5"
              linkClassName="flex h-12 items-center gap-3 rounded-lg px-3 font-medium text-text-muted transition-colors hover:bg-surface-2 hover:text-text"
              activeClassName="!bg-accent/10 !text-accent"
              iconClassName="h-5 w-5"
            />
          </nav>
          <p className="border-t border-border px-4 py-4 text-xs text-text-muted">
            © 2023 {productName}. Todos os direitos reservados.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
