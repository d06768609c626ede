// Home lazy loading (spec §4, §9): a section renders once it scrolls into view (threshold and
// margin per section), after its priority delay.
import { useEffect, useRef, useState } from 'react';

export function useLazySection<T extends Element>(options: {
  threshold: number;
  rootMargin?: string;
  delayMs?: number;
}) {
  const ref = useRef<T>(null);
  const [ready, setReady] = useState(false);
  const { threshold, rootMargin, delayMs = 0 } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element || ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      timer = setTimeout(() => setReady(true), delayMs);
    };
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          reveal();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [threshold, rootMargin, delayMs, ready]);
  return [ref, ready] as const;
}
