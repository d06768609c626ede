// The toast stack's code (Radix toast) is not part of the first paint (issue 14): it loads when the
// first toast is queued or when the browser is idle after load, whichever comes first. Toasts live
// in the store, so one queued before then shows as soon as the stack mounts.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useToastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

const IDLE_TIMEOUT_MS = 2000;

export function LazyToaster() {
  const [idle, setIdle] = useState(false);
  const hasToast = useToastStore((state) => state.toasts.length > 0);
  useEffect(() => {
    // Mounting the stack is no one's wait: a transition lets React do it in slices.
    const mount = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(mount, IDLE_TIMEOUT_MS);
    return () => clearTimeout(handle);
  }, []);
  const [used, setUsed] = useState(false);
  if ((idle || hasToast) && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
