// /player/{id}/{slug} (issue 31 point 3): who he is, his totals per competition and his matches.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { User } from 'lucide-react';
import type { PlayerDetail } from '@shared/players';
import { positionLabel } from '@shared/positions';
import { plural } from '@shared/plural';
import { Page } from '@app/components/ui/page';
import { Card, CardHeader } from '@app/components/ui/card';
import { EmptyState } from '@app/components/ui/empty-state';
import { playerDetailQueryOptions } from '../api';
import { MatchRow } from '../components/match-row';
import { TeamCrest } from '../components/team-crest';

function birthLabel(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

function Facts({ player }: { player: PlayerDetail['player'] }) {
  const facts: [string, React.ReactNode][] = [];
  const position = positionLabel(player.position);
  if (position) facts.push(['Posição', position]);
  if (player.shirtNumber != null) facts.push(['Camisa', player.shirtNumber]);
  if (player.birthDate)
    facts.push(['Nascimento', `${birthLabel(player.birthDate)}${player.age != null ? ` (${player.age} anos)` : ''}`]);
  if (player.nationalTeam)
    facts.push([
      'Seleção',
      <Link
        key="nt"
        to="/team/$teamSlug/$teamId"
        params={{ teamSlug: player.nationalTeam.slug, teamId: String(player.nationalTeam.id) }}
        className="inline-flex items-center gap-1.5 hover:underline"
      >
        <TeamCrest team={player.nationalTeam} size={20} /> {player.nationalTeam.name}
      </Link>,
    ]);
  facts.push(['Clube', player.club ?? 'Não consta nos dados']);
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3" data-testid="player-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-text-muted">{label}</dt>
            <dd className="text-sm font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Totals({ totals }: { totals: PlayerDetail['totals'] }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Por competição" />
      {totals.length === 0 ? (
        <p className="p-4 text-sm text-text-muted">Nenhuma partida dele consta nos nossos dados ainda.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Totais por competição</caption>
            <thead className="text-xs text-text-muted">
              <tr>
                <th scope="col" className="p-2 text-left font-medium">
                  Competição
                </th>
                <th scope="col" className="p-2 font-medium" title="Partidas">
                  <abbr title="Partidas">J</abbr>
                </th>
                <th scope="col" className="p-2 font-medium">
                  <abbr title="Como titular">Tit.</abbr>
                </th>
                <th scope="col" className="p-2 font-medium">
                  <abbr title="Minutos">Min</abbr>
                </th>
                <th scope="col" className="p-2 font-medium">
                  <abbr title="Gols">G</abbr>
                </th>
                <th scope="col" className="p-2 font-medium">
                  <abbr title="Cartões amarelos">CA</abbr>
                </th>
                <th scope="col" className="p-2 font-medium">
                  <abbr title="Cartões vermelhos">CV</abbr>
                </th>
              </tr>
            </thead>
            <tbody className="tabular divide-y divide-border">
              {totals.map((t) => (
                <tr key={`${t.competition.seasonId}-${t.team.id}`}>
                  <th scope="row" className="p-2 text-left font-normal">
                    <Link
                      to="/leagues/$slug/$id"
                      params={{ slug: t.competition.slug, id: String(t.competition.id) }}
                      search={{ season: t.competition.seasonId }}
                      className="hover:underline"
                    >
                      {t.competition.name} {t.competition.seasonName}
                    </Link>
                    <span className="block text-xs text-text-muted">{t.team.name}</span>
                  </th>
                  <td className="p-2 text-center">{t.matches}</td>
                  <td className="p-2 text-center">{t.starts}</td>
                  <td className="p-2 text-center">{t.minutes}</td>
                  <td className="p-2 text-center font-semibold">{t.goals}</td>
                  <td className="p-2 text-center">{t.yellowCards}</td>
                  <td className="p-2 text-center">{t.redCards}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function matchNote(m: PlayerDetail['matches'][number]): string {
  const parts = [m.started ? 'Titular' : m.subbedOn ? `Entrou aos ${m.subbedOn.minute}'` : 'Reserva'];
  if (m.subbedOff) parts.push(`saiu aos ${m.subbedOff.minute}'`);
  if (m.goals) parts.push(plural(m.goals, 'gol', 'gols'));
  if (m.yellow) parts.push('cartão amarelo');
  if (m.red) parts.push('expulso');
  return parts.join(' · ');
}

export function PlayerPage({ playerId }: { playerId: string }) {
  const { data: detail } = useSuspenseQuery(playerDetailQueryOptions(playerId));
  const { player } = detail;
  const description = [positionLabel(player.position), player.nationalTeam?.name].filter(Boolean).join(' · ');
  return (
    <Page title={player.name} heading={player.name} description={description || undefined}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="grid min-w-0 content-start gap-4">
          <Facts player={player} />
          <Totals totals={detail.totals} />
        </div>
        <Card className="content-start">
          <CardHeader title="Partidas" />
          {detail.matches.length === 0 ? (
            <EmptyState
              icon={User}
              title="Sem partidas"
              description="Nenhuma partida dele consta nos nossos dados ainda."
            />
          ) : (
            <ul className="divide-y divide-border">
              {detail.matches.map((m) => (
                <li key={m.match.id}>
                  <MatchRow match={m.match} showDate />
                  <p className="px-3 pb-2 text-xs text-text-muted">{matchNote(m)}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Page>
  );
}
