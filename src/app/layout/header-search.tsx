import { Search } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

// The dialog's code (Radix dialog, the search query) loads when a pointer or the focus reaches a
// search button, so it is usually there by the time of the click.
const loadSearchDialog = () => import('@app/features/search/components/search-dialog');
const SearchDialog = lazy(() => loadSearchDialog().then((m) => ({ default: m.SearchDialog })));
const preload = () => void loadSearchDialog().catch(() => undefined);

/** A button that opens the search dialog (spec §2 "Search dialog"), mounting it on first use. */
function SearchTrigger({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

/** Desktop header: a search box that opens the search dialog. */
export function HeaderSearch() {
  return (
    <SearchTrigger
      label="Pesquisar partidas por time"
      className="flex h-10 w-full items-center gap-2 overflow-hidden whitespace-nowrap rounded-lg border border-border bg-surface-2 px-3 text-left text-sm text-text-muted hover:border-text-muted"
    >
      <Search className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span data-search-placeholder className="min-w-0 overflow-hidden">
        <span className="xl:hidden">Pesquisar...</span>
        <span className="hidden xl:inline">Pesquisar partidas por time...</span>
      </span>
    </SearchTrigger>
  );
}

/** A search icon that opens the same dialog (mobile header, and desktop where the box does not fit). */
export function SearchButton() {
  return (
    <SearchTrigger label="Pesquisar partidas" className="rounded-lg p-2.5 text-text hover:bg-surface-2">
      <Search className="h-5 w-5" aria-hidden="true" />
    </SearchTrigger>
  );
}
