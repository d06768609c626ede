// Search dialog (spec §2 "Search dialog", §4, §5, §9): type a team, see it, its league and its matches.
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, Loader2, Radio, Search, SearchX, Trophy, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useState, type FormEvent, type RefObject } from 'react';
import { SEARCH } from '@shared/constants';
import { useSearch } from '../api';
import { SearchGroups } from './search-groups';

export const POPULAR_TEAMS = ['Manchester City', 'Real Madrid', 'Flamengo', 'Corinthians'];
const CATEGORIES = [
  { label: 'Partidas Hoje', to: '/matches', search: {}, icon: CalendarDays },
  { label: 'Jogos ao Vivo', to: '/matches', search: { filter: 'live' }, icon: Radio },
  { label: 'Principais Ligas', to: '/leagues', search: {}, icon: Trophy },
] as const;

/** 'resultados' above 5 results, else '{n} resultado(s)' (spec §9). */
export function seeAllLabel(count: number): string {
  return count > SEARCH.seeAllPluralThreshold ? 'Ver todos os resultados' : `Ver ${count} resultado(s)`;
}

/**
 * The dialog itself, opened by the header's search buttons (they are not Radix triggers: this code
 * loads on first use); `returnFocusTo`, the button that opened it, gets the focus back on close.
 */
export function SearchDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { query, results, teams, leagues, players, loading, settled } = useSearch(text);
  const change = (next: boolean) => {
    onOpenChange(next);
    // Closing clears the query and the results.
    if (!next) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search.length < SEARCH.minChars) return;
    change(false);
    void navigate({ to: '/search', search: { search } });
  };
  const close = () => change(false);
  const short = text.trim().length < SEARCH.minChars;
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby="search-hint"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-xl flex-col overflow-hidden border-border bg-surface shadow-2xl md:top-20 md:max-h-[75vh] md:rounded-[12px] md:border"
        >
          <Dialog.Title className="sr-only">Pesquisar partidas</Dialog.Title>
          <form onSubmit={submit} className="flex items-center gap-2 border-b border-border px-3">
            <Search className="h-5 w-5 shrink-0 text-text-muted" aria-hidden="true" />
            <input
              type="search"
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Pesquisar partidas por time..."
              aria-label="Pesquisar partidas por time"
              className="h-14 min-w-0 flex-1 bg-transparent text-base placeholder:text-text-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            <Dialog.Close
              className="rounded-lg p-2 text-text-muted hover:bg-surface-2 hover:text-text"
              aria-label="Fechar"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </form>
          <p id="search-hint" className="border-b border-border px-4 py-2 text-xs text-text-muted">
            Pressione ESC para fechar ou ENTER para buscar
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            {short ? (
              <div className="grid gap-4 p-2">
                <section>
                  <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-text-muted">
                    Times populares
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {POPULAR_TEAMS.map((team) => (
                      <li key={team}>
                        <button
                          type="button"
                          onClick={() => setText(team)}
                          className="h-9 rounded-full border border-border px-3 text-sm hover:border-accent hover:text-accent"
                        >
                          {team}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
                <section>
                  <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-text-muted">Categorias</h3>
                  <ul className="grid gap-1">
                    {CATEGORIES.map(({ label, to, search, icon: Icon }) => (
                      <li key={label}>
                        <Link
                          to={to}
                          search={search}
                          onClick={close}
                          className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm hover:bg-surface-2"
                        >
                          <Icon className="h-4 w-4 text-accent" aria-hidden="true" />
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </div>
            ) : loading ? (
              <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-text-muted">
                <Loader2 className="h-4 w-4 animate-spin text-accent" aria-hidden="true" />
                Procurando...
              </p>
            ) : results.length || teams.length || leagues.length || players.length ? (
              <SearchGroups
                teams={teams}
                players={players}
                leagues={leagues}
                matches={results}
                level="h3"
                onNavigate={close}
                matchesFooter={
                  <Link
                    to="/search"
                    search={{ search: query }}
                    onClick={close}
                    className="mt-1 flex min-h-11 items-center justify-center rounded-lg text-sm font-medium text-info hover:bg-surface-2"
                  >
                    {seeAllLabel(results.length)}
                  </Link>
                }
              />
            ) : settled ? (
              <div className="flex flex-col items-center gap-2 p-6 text-center">
                <SearchX className="h-8 w-8 text-text-muted" aria-hidden="true" />
                <p className="text-sm font-semibold">Nenhuma partida encontrada para "{query}"</p>
                <p className="text-xs text-text-muted">Tente pesquisar por nomes de times</p>
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
