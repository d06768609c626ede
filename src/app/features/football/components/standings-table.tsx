// Standings table (UI.md): zone stripe on the left edge, sticky team column on mobile, J V E D SG Pts.
import { Link } from '@tanstack/react-router';
import type { StandingTable, Zone } from '@shared/football';
import { cn } from '@app/components/ui/cn';
import { FormPills } from './form-pills';
import { TeamCrest } from './team-crest';

const ZONE_COLOR: Record<Zone, string> = {
  title: 'bg-accent',
  continental: 'bg-info',
  'continental-2': 'bg-[#22d3ee]',
  relegation: 'bg-danger',
};

export function ZoneLegend({ zones }: { zones: { zone: Zone; label: string }[] }) {
  if (!zones.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2 text-xs text-text-muted">
      {zones.map((z) => (
        <li key={z.zone} className="flex items-center gap-1.5">
          <span className={cn('h-2.5 w-2.5 rounded-sm', ZONE_COLOR[z.zone])} aria-hidden="true" />
          {z.label}
        </li>
      ))}
    </ul>
  );
}

export function StandingsTable({
  table,
  highlight = [],
  showForm = true,
  compact = false,
}: {
  table: StandingTable;
  highlight?: number[];
  showForm?: boolean;
  compact?: boolean;
}) {
  const th = 'px-2 py-2 text-center text-[11px] font-semibold uppercase text-text-muted';
  const td = 'tabular px-2 py-2 text-center text-sm';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[340px] border-collapse">
        {table.name && <caption className="px-3 pb-1 pt-3 text-left text-sm font-semibold">{table.name}</caption>}
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={cn(th, 'sticky left-0 z-10 bg-surface text-left')}>
              <span className="pl-3">Time</span>
            </th>
            <th scope="col" className={th} title="Jogos">
              J
            </th>
            {!compact && (
              <th scope="col" className={th} title="Vitórias">
                V
              </th>
            )}
            {!compact && (
              <th scope="col" className={th} title="Empates">
                E
              </th>
            )}
            {!compact && (
              <th scope="col" className={th} title="Derrotas">
                D
              </th>
            )}
            <th scope="col" className={th} title="Saldo de gols">
              SG
            </th>
            <th scope="col" className={th} title="Pontos">
              Pts
            </th>
            {showForm && (
              <th scope="col" className={cn(th, 'hidden sm:table-cell')}>
                Últimos
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const highlighted = highlight.includes(row.team.id);
            return (
              <tr
                key={row.team.id}
                className={cn('border-b border-border last:border-0', highlighted && 'bg-accent/10')}
              >
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 z-10 p-0 text-left font-normal',
                    highlighted ? 'bg-[#14281f]' : 'bg-surface',
                  )}
                >
                  <div className="relative flex items-center gap-2 py-2 pl-3 pr-2">
                    {row.zone && (
                      <span
                        className={cn('absolute inset-y-1 left-0 w-1 rounded-r', ZONE_COLOR[row.zone])}
                        aria-hidden="true"
                      />
                    )}
                    <span className="tabular w-5 text-right text-xs text-text-muted">{row.position}</span>
                    <TeamCrest team={row.team} />
                    <Link
                      to="/team/$teamSlug/$teamId"
                      params={{ teamSlug: row.team.slug, teamId: String(row.team.id) }}
                      className={cn(
                        'max-w-[9rem] truncate text-sm hover:underline sm:max-w-none',
                        highlighted && 'font-semibold',
                      )}
                    >
                      {row.team.name}
                    </Link>
                  </div>
                </th>
                <td className={td}>{row.played}</td>
                {!compact && <td className={td}>{row.won}</td>}
                {!compact && <td className={td}>{row.drawn}</td>}
                {!compact && <td className={td}>{row.lost}</td>}
                <td className={td}>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
                <td className={cn(td, 'font-bold')}>{row.points}</td>
                {showForm && (
                  <td className="hidden px-2 py-2 sm:table-cell">
                    <div className="flex justify-center">
                      <FormPills form={row.form} size={18} />
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
