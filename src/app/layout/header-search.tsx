import { Search } from 'lucide-react';
import { SearchDialog } from '@app/features/search/search-dialog';

/** Desktop header: a search box that opens the search dialog (spec §2 "Search dialog"). */
export function HeaderSearch() {
  return (
    <SearchDialog
      trigger={
        <button
          type="button"
          aria-label="Pesquisar partidas por time"
          className="flex h-10 w-full items-center gap-2 overflow-hidden whitespace-nowrap rounded-lg border border-border bg-surface-2 px-3 text-left text-sm text-text-muted hover:border-text-muted"
        >
          <Search className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">Pesquisar partidas por time...</span>
        </button>
      }
    />
  );
}

/** A search icon that opens the same dialog (mobile header, and desktop where the box does not fit). */
export function SearchButton() {
  return (
    <SearchDialog
      trigger={
        <button type="button" aria-label="Pesquisar partidas" className="rounded-lg p-2.5 text-text hover:bg-surface-2">
          <Search className="h-5 w-5" aria-hidden="true" />
        </button>
      }
    />
  );
}
