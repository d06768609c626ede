// /search?search=…: the teams, players and leagues the query names, and every match found (up to the API's maximum).
import { useNavigate } from '@tanstack/react-router';
import { Search, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SEARCH } from '@shared/constants';
import { plural } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { Spinner } from '@app/components/ui/spinner';
import { useSearch } from '../api';
import { SearchGroups } from '../components/search-groups';

export function SearchPage({ search }: { search?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(search ?? '');
  const { results, teams, leagues, players, loading, settled } = useSearch(search ?? '', SEARCH.maxLimit, 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/search', search: { search: text.trim() || undefined } });
  };
  const short = (search ?? '').trim().length < SEARCH.minChars;
  return (
    <Page
      title="Busca"
      heading={search ? `Resultados para "${search}"` : 'Busca'}
      description="Pesquise times, jogadores, ligas e partidas."
    >
      <form role="search" onSubmit={submit} className="relative mb-4 max-w-xl">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-text-muted"
          aria-hidden="true"
        />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Pesquisar partidas por time..."
          aria-label="Pesquisar partidas por time"
          className="h-11 w-full rounded-lg border border-border bg-surface-2 pl-9 pr-3 placeholder:text-text-muted focus:border-accent focus:outline-none"
        />
      </form>
      {short ? (
        <EmptyState
          icon={Search}
          title="Digite o nome de um time ou jogador"
          description={`A busca precisa de pelo menos ${SEARCH.minChars} caracteres.`}
        />
      ) : loading ? (
        <Spinner label="Procurando..." className="py-10" />
      ) : results.length || teams.length || leagues.length || players.length ? (
        <Card className="p-1">
          <SearchGroups
            teams={teams}
            players={players}
            leagues={leagues}
            matches={results}
            level="h2"
            matchesFooter={
              <p className="px-3 py-2 text-xs text-text-muted">{plural(results.length, 'partida', 'partidas')}</p>
            }
          />
        </Card>
      ) : settled ? (
        <EmptyState
          icon={SearchX}
          title={`Nenhuma partida encontrada para "${search}"`}
          description="Tente pesquisar por nomes de times"
        />
      ) : null}
    </Page>
  );
}
