// The news routes' loading and not-found screens. The router keeps them in the first bundle (they
// show while a page's code loads), so they live apart from the pages themselves.
import { Skeleton } from '@app/components/ui/skeleton';
import { NotFoundState } from '@app/components/ui/not-found-state';

export function NewsCardSkeleton({ compact }: { compact?: boolean }) {
  return (
    <div className="grid gap-2 rounded-[12px] border border-border bg-surface p-3 md:p-4" aria-hidden="true">
      <Skeleton className="h-3 w-40" />
      <Skeleton className="h-5 w-full" />
      {!compact && <Skeleton className="h-4 w-4/5" />}
      {!compact && <Skeleton className="h-5 w-48" />}
    </div>
  );
}

export function NewsListSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 md:px-6 md:py-6" aria-busy="true">
      <div className="mb-5 grid gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <Skeleton className="mb-4 h-12 w-full md:w-[28rem]" />
      <div className="grid gap-3">
        {Array.from({ length: 6 }, (_, i) => (
          <NewsCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function NewsArticleSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-5 md:px-6 md:py-6"
      aria-busy="true"
      aria-label="Carregando notícia"
    >
      <Skeleton className="mb-4 h-4 w-24" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="grid content-start gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-3 w-56" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
        <div className="grid content-start gap-4">
          <Skeleton className="h-9 w-36" />
          <Skeleton className="h-32 w-full rounded-[12px]" />
        </div>
      </div>
    </div>
  );
}

export function NewsNotFound() {
  return (
    <NotFoundState
      title="Notícia não encontrada"
      description="O endereço pode estar errado, ou a notícia foi removida ou ainda não foi publicada."
    />
  );
}
