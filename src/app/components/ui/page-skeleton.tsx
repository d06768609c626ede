import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

/**
 * What a page shows while its route loads its data (spec §2 "Carregando..."): the page frame, the
 * loading text, and blocks the size of the cards that come (heights in px), so nothing jumps.
 */
export function PageSkeleton({ blocks = [224, 128, 256] }: { blocks?: number[] }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 md:px-6 md:py-6" aria-busy="true">
      <div className="mb-5 grid gap-2">
        <Skeleton className="h-8 w-56 max-w-full" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <Spinner className="mb-4 justify-start text-sm" />
      <div className="grid gap-4">
        {blocks.map((height, index) => (
          <Skeleton key={index} className="w-full rounded-[12px]" style={{ height }} />
        ))}
      </div>
    </div>
  );
}
