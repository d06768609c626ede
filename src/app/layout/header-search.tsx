import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

/** Header search box: sends the query to /search?search=… */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    if (search) void navigate({ to: '/search', search: { search } });
  };
  return (
    <form role="search" onSubmit={submit} className="relative w-full max-w-xs">
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-text-muted" aria-hidden="true" />
      <input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Pesquisar partidas por time..."
        aria-label="Pesquisar partidas por time"
        className="h-10 w-full rounded-lg border border-border bg-surface-2 pl-9 pr-3 text-sm placeholder:text-text-muted focus:border-accent focus:outline-none"
      />
    </form>
  );
}
