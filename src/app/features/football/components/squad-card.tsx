// A team page's Elenco (issue 31 point 4): the latest squad the data has, grouped by position.
import type { TeamDetail } from '@shared/football';
import { POSITION_LABELS, POSITION_ORDER } from '@shared/positions';
import { Card, CardHeader } from '@app/components/ui/card';
import { PlayerLink } from './player-link';

export function SquadCard({ squad }: { squad: NonNullable<TeamDetail['squad']> }) {
  const groups = POSITION_ORDER.map((code) => ({
    code,
    players: squad.players.filter((p) => p.position === code),
  })).filter((g) => g.players.length > 0);
  const other = squad.players.filter((p) => !p.position || !POSITION_ORDER.includes(p.position));
  if (other.length) groups.push({ code: '', players: other });
  return (
    <Card data-testid="team-squad">
      <CardHeader title={`Elenco · ${squad.competitionName} ${squad.seasonName}`} />
      <div className="grid gap-3 p-3 sm:grid-cols-2">
        {groups.map((g) => (
          <section key={g.code} aria-label={POSITION_LABELS[g.code]?.many ?? 'Outros'}>
            <h3 className="mb-1 text-xs font-semibold uppercase text-text-muted">
              {POSITION_LABELS[g.code]?.many ?? 'Outros'}
            </h3>
            <ul>
              {g.players.map((p) => (
                <li key={p.player.id} className="flex items-baseline gap-2 py-0.5 text-sm">
                  <span className="tabular w-6 shrink-0 text-right text-xs text-text-muted">
                    {p.shirtNumber ?? '–'}
                  </span>
                  <PlayerLink player={p.player} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
