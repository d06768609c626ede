import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@app/components/ui/skeleton';

const BarChart = lazy(() => import('./charts'));

/** The chart code arrives in its own chunk, only on pages that draw charts. */
export function LazyBarChart(props: ComponentProps<typeof BarChart>) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
