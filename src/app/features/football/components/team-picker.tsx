// Choose two teams by name, then open their head-to-head (/h2h and the head-to-head page's "compare
// others"). Each side searches teams as the fan types (the match search: accents and typos forgiven).
import { useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TeamRef } from '@shared/football';
import { SEARCH } from '@shared/constants';
import { Card, CardHeader } from '@app/components/ui/card';
import { Button } from '@app/components/ui/button';
import { teamSearchQueryOptions } from '../api';
import { TeamCrest } from './team-crest';

const MAX_OPTIONS = 8;

function TeamSearchField({
  label,
  team,
  onChange,
  exclude,
}: {
  label: string;
  team: TeamRef | null;
  onChange: (team: TeamRef | null) => void;
  exclude?: number;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const ready = text.trim().length >= SEARCH.minChars;
  const found = useQuery({
    ...teamSearchQueryOptions(text.trim()),
    enabled: ready && !team,
    placeholderData: keepPreviousData,
  });
  if (team) {
    return (
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-text">{label}</span>
        <div className="flex h-11 items-center gap-2 rounded-lg border border-accent/60 bg-accent/10 pl-3 pr-1">
          <TeamCrest team={team} size={24} />
          <span className="min-w-0 flex-1 truncate font-semibold">{team.name}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={`Trocar ${label}: ${team.name}`}
            className="flex h-9 w-9 items-center justify-center rounded-lg text-text-muted hover:bg-surface-2 hover:text-text"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    );
  }
  const options = (found.data ?? []).filter((t) => t.id !== exclude).slice(0, MAX_OPTIONS);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-3.5 h-4 w-4 text-text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Digite o nome do time"
          autoComplete="off"
          aria-describedby={`${id}-status`}
          className="h-11 w-full rounded-lg border border-border bg-surface-2 pl-9 pr-3 text-[15px] text-text placeholder:text-text-muted/70 focus:border-accent focus:outline-none focus-visible:ring-1 focus-visible:ring-accent"
        />
      </div>
      <p id={`${id}-status`} className="min-h-5 text-xs text-text-muted" aria-live="polite">
        {!ready
          ? `Digite pelo menos ${SEARCH.minChars} letras.`
          : found.isError
            ? 'Não foi possível buscar agora. Confira sua conexão e tente de novo.'
            : found.isFetching && !options.length
              ? 'Buscando times…'
              : options.length
                ? `${options.length} ${options.length === 1 ? 'time encontrado' : 'times encontrados'}`
                : found.isSuccess
                  ? 'Nenhum time encontrado com esse nome.'
                  : ''}
      </p>
      {ready && options.length > 0 && (
        <ul aria-label={`Times encontrados para ${label}`} className="grid gap-1">
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => onChange(option)}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-border bg-surface-2/60 px-3 py-2 text-left text-sm hover:border-accent hover:bg-surface-2"
              >
                <TeamCrest team={option} size={20} />
                <span className="min-w-0 flex-1 truncate">{option.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Two team searches and "Comparar": opens /h2h/{home}/{away}. */
export function TeamPicker({ title, initialHome = null }: { title: string; initialHome?: TeamRef | null }) {
  const navigate = useNavigate();
  const [home, setHome] = useState<TeamRef | null>(initialHome);
  const [away, setAway] = useState<TeamRef | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (home && away && home.id !== away.id)
      void navigate({ to: '/h2h/$homeTeam/$awayTeam', params: { homeTeam: home.slug, awayTeam: away.slug } });
  };
  return (
    <Card>
      <CardHeader title={title} />
      <form onSubmit={submit} className="grid gap-4 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <TeamSearchField label="Time 1" team={home} onChange={setHome} exclude={away?.id} />
        <TeamSearchField label="Time 2" team={away} onChange={setAway} exclude={home?.id} />
        <Button type="submit" className="justify-center md:mt-7" disabled={!home || !away || home.id === away.id}>
          Comparar
        </Button>
      </form>
    </Card>
  );
}
