import { useEffect, type ReactNode } from 'react';
import { pageTitle } from '../../lib/runtime-config';

/** Sets the document title to '{product} - {page}' (spec §9). */
export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    if (page) document.title = pageTitle(page);
  }, [page]);
}

/** The frame of every page: title, heading, optional description and actions. */
export function Page({
  title,
  heading,
  description,
  actions,
  children,
}: {
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 md:px-6 md:py-6">
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-[1.75rem]">{heading ?? title}</h1>
          {description && <p className="mt-1 text-sm text-text-muted md:text-base">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
