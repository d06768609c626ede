// Standings table (UI.md): zone stripe on the left edge, sticky team column, J V E D SG Pts.
// On a phone the numbers are compact and the table fits the card, so the points are always in
// view; goals for/against and the form join on wider screens. Below 360 px only J, SG and Pts stay.
// Its "playing now" dots are steady: UI.md gives endless motion to the live match row alone.
import { Link } from '@tanstack/react-router';
import type { StandingRow, Zone } from '@shared/football';
import { cn } from '@app/components/ui/cn';
import { FormPills } from './form-pills';
import { TeamCrest } from './team-crest';
import { useFootballSlots } from '../slots';
import { groupsOf, Piece } from '@app/lib/hydration-pieces';

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

interface Column {
  key: string;
  label: string;
  title: string;
  value: (row: StandingRow) => string | number;
  /** Visibility classes: where the column shows. */
  show?: string;
  strong?: boolean;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const narrowHidden = 'hidden min-[360px]:table-cell';

const COLUMNS: Column[] = [
  { key: 'played', label: 'J', title: 'Jogos', value: (r) => r.played },
  { key: 'won', label: 'V', title: 'Vitórias', value: (r) => r.won, show: narrowHidden },
  { key: 'drawn', label: 'E', title: 'Empates', value: (r) => r.drawn, show: narrowHidden },
  { key: 'lost', label: 'D', title: 'Derrotas', value: (r) => r.lost, show: narrowHidden },
  { key: 'goalsFor', label: 'GP', title: 'Gols pró', value: (r) => r.goalsFor, show: 'hidden md:table-cell' },
  {
    key: 'goalsAgainst',
    label: 'GC',
    title: 'Gols contra',
    value: (r) => r.goalsAgainst,
    show: 'hidden md:table-cell',
  },
  { key: 'goalDifference', label: 'SG', title: 'Saldo de gols', value: (r) => signed(r.goalDifference) },
  // Last column on a phone: a little room before the card's edge.
  { key: 'points', label: 'Pts', title: 'Pontos', value: (r) => r.points, strong: true, show: 'pr-3 lg:pr-2' },
];

export function StandingsTable({
  rows,
  caption,
  highlight = [],
  showForm = true,
}: {
  rows: StandingRow[];
  /** Group or phase name ("Grupo A"); none for a plain league table. */
  caption?: string | null;
  highlight?: number[];
  showForm?: boolean;
}) {
  // The fan's followed teams are highlighted too, and each row has its follow control when offered.
  const { followedTeamIds, teamAction } = useFootballSlots();
  const th = 'px-[3px] py-2 text-center text-[11px] font-semibold uppercase text-text-muted sm:px-2';
  // Narrow number cells on a phone, so a team's name has the row's room (issue 22 point 7).
  const td = 'tabular px-[3px] py-2 text-center text-[13px] sm:px-2 sm:text-sm';
  // A live table: the matches being played count at their current score (the server marks the rows).
  const live = rows.some((row) => row.live);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse" data-testid="standings-table">
        {(caption || live) && (
          <caption className="px-3 pb-1 pt-3 text-left text-sm font-semibold">
            {caption}
            {live && (
              <span
                className="ml-2 inline-flex items-center gap-1 text-xs font-semibold text-accent"
                data-testid="live-table"
              >
                <span className="h-1.5 w-1.5 rounded-full bg-accent" aria-hidden="true" />
                Ao vivo: com os placares de agora
              </span>
            )}
          </caption>
        )}
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className={cn(th, 'sticky left-0 z-10 w-full min-w-28 max-w-0 bg-surface text-left')}>
              <span className="pl-2 sm:pl-3">Time</span>
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={cn(th, column.show)} title={column.title}>
                <abbr title={column.title} className="no-underline">
                  {column.label}
                </abbr>
              </th>
            ))}
            {showForm && (
              <th scope="col" className={cn(th, 'hidden lg:table-cell')}>
                Últimos
              </th>
            )}
          </tr>
        </thead>
        {/* Five rows per <tbody>, each its own piece React hydrates later. */}
        {groupsOf(rows, 5).map((group) => (
          <Piece key={group[0].team.id}>
            <tbody className="[&:last-child>tr:last-child]:border-0">
              {group.map((row) => {
                const highlighted = highlight.includes(row.team.id) || followedTeamIds.includes(row.team.id);
                return (
                  <tr key={row.team.id} className={cn('border-b border-border', highlighted && 'bg-accent/10')}>
                    <th
                      scope="row"
                      className={cn(
                        'sticky left-0 z-10 w-full min-w-28 max-w-0 p-0 text-left font-normal',
                        highlighted ? 'bg-[#14281f]' : 'bg-surface',
                      )}
                    >
                      <div className="relative flex min-w-0 items-center gap-1 py-2 pl-2 pr-0.5 sm:gap-2 sm:pl-3 sm:pr-2">
                        {row.zone && (
                          <span
                            className={cn('absolute inset-y-1 left-0 w-1 rounded-r', ZONE_COLOR[row.zone])}
                            aria-hidden="true"
                          />
                        )}
                        <span className="tabular w-5 shrink-0 text-right text-xs text-text-muted">{row.position}</span>
                        <TeamCrest team={row.team} size={18} />
                        <Link
                          to="/team/$teamSlug/$teamId"
                          params={{ teamSlug: row.team.slug, teamId: String(row.team.id) }}
                          data-team-name
                          className={cn(
                            'min-w-0 truncate text-[13px] hover:underline sm:text-sm',
                            highlighted && 'font-semibold',
                          )}
                        >
                          {row.team.name}
                        </Link>
                        {row.live && (
                          <span
                            className="h-1.5 w-1.5 shrink-0 rounded-full bg-accent"
                            title="Jogando agora"
                            data-live-row
                          >
                            <span className="sr-only">jogando agora</span>
                          </span>
                        )}
                        {teamAction && (
                          <span className="ml-auto flex shrink-0">{teamAction(row.team, { compact: true })}</span>
                        )}
                      </div>
                    </th>
                    {COLUMNS.map((column) => (
                      <td
                        key={column.key}
                        data-column={column.key}
                        className={cn(td, column.show, column.strong && 'font-bold text-text')}
                      >
                        {column.value(row)}
                      </td>
                    ))}
                    {showForm && (
                      <td className="hidden px-2 py-2 lg:table-cell">
                        <div className="flex justify-center">
                          <FormPills form={row.form} size={18} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </Piece>
        ))}
      </table>
    </div>
  );
}
