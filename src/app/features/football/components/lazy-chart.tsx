import { lazy, Suspense, type ComponentProps } from 'react';
import { ClientOnly } from '@tanstack/react-router';
import { Skeleton } from '@app/components/ui/skeleton';

const BarChart = lazy(() => import('./charts'));

/**
 * The chart code arrives in its own chunk, only on pages that draw charts. The server render (and
 * the browser's hydration of it) shows the placeholder: the chart is drawn once the page runs.
 */
export function LazyBarChart(props: ComponentProps<typeof BarChart>) {
  const placeholder = <Skeleton className="h-40 w-full" />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <BarChart {...props} />
      </Suspense>
    </ClientOnly>
  );
}
