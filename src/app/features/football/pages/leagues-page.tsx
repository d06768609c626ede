// /leagues: every competition, grouped by country, with its current season.
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { plural } from '@shared/plural';
import { ChevronRight, Trophy } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { leaguesQueryOptions } from '../api';

export function LeaguesPage() {
  const { data } = useSuspenseQuery(leaguesQueryOptions());
  return (
    <Page title="Ligas" description="Campeonatos nacionais e internacionais, com tabela e rodadas.">
      <div className="grid gap-4 md:grid-cols-2">
        {data.countries.map((country) => (
          <Card key={country.country}>
            <h2 className="border-b border-border px-4 py-3 text-sm font-semibold uppercase tracking-wide text-text-muted">
              {country.country}
            </h2>
            <ul className="divide-y divide-border">
              {country.leagues.map((league) => (
                <li key={league.id}>
                  <Link
                    to="/leagues/$slug/$id"
                    params={{ slug: league.slug, id: String(league.id) }}
                    className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-surface-2"
                  >
                    <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-surface-2">
                      <Trophy className="h-4 w-4 text-accent" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{league.name}</span>
                      <span className="block text-xs text-text-muted">
                        Temporada {league.currentSeason.name} · {plural(league.teams, 'time', 'times')}
                      </span>
                    </span>
                    <ChevronRight className="h-4 w-4 text-text-muted" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Page>
  );
}
