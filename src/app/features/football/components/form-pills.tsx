// Form (UI.md): V (vitória) accent, E (empate) grey, D (derrota) danger; pills newest right, and the
// lines of the last results from the team's side with their dates, in the same order: oldest first,
// the latest last, as the pills read (decision 0118), and said so on screen.
import { Link } from '@tanstack/react-router';
import type { FormEntry, TeamRef } from '@shared/football';
import { compactDayLabel } from '@shared/datetime';
import { formFromTeamSide, OUTCOME_WORD, type Outcome } from '@shared/match-display';
import { matchSlug } from '@shared/slug';
import { cn } from '@app/components/ui/cn';
import { SpokenLabel } from '@app/components/ui/spoken-label';
import { TeamCrest } from './team-crest';

const STYLE: Record<Outcome, string> = {
  V: 'bg-accent text-[#04210f]',
  E: 'bg-[#4b5563] text-white',
  D: 'bg-danger text-white',
};

function Pill({ outcome, size }: { outcome: Outcome; size: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded text-[11px] font-bold', STYLE[outcome])}
      style={{ width: size, height: size }}
    >
      {outcome}
    </span>
  );
}

/** Form pills, newest on the right (UI.md). */
export function FormPills({ form, size = 20 }: { form: Outcome[]; size?: number }) {
  if (!form.length) return <span className="text-xs text-text-muted">—</span>;
  return (
    <ul
      className="flex gap-1"
      aria-label={`Últimos jogos, do mais antigo ao mais recente: ${form.map((o) => OUTCOME_WORD[o]).join(', ')}`}
    >
      {form.map((outcome, index) => (
        <li key={index}>
          <Pill outcome={outcome} size={size} />
        </li>
      ))}
    </ul>
  );
}

/** What both the pills and the lines say of their order (decision 0118). */
export const FORM_ORDER_HINT = 'Do mais antigo ao mais recente';

/**
 * The last results of `team` in the pills' order (oldest first, the latest last): V/E/D, the score as
 * the team saw it (its goals first) and how it was decided past 90 minutes, the opponent, home or away
 * (nothing at a neutral venue), and the date. Each line opens the match.
 */
export function FormList({ team, form }: { team: Pick<TeamRef, 'name'>; form: FormEntry[] }) {
  if (!form.length) return <p className="text-xs text-text-muted">Nenhum resultado ainda.</p>;
  return (
    <div className="grid gap-1">
      <p className="text-[11px] text-text-muted" aria-hidden="true">
        {FORM_ORDER_HINT} ↓
      </p>
      <ol className="grid gap-0.5" aria-label={`Últimos resultados de ${team.name}, do mais antigo ao mais recente`}>
        {form.map((entry) => {
          const result = formFromTeamSide(entry);
          const day = compactDayLabel(entry.matchDate);
          const [home, away] = entry.home ? [team.name, entry.opponent.name] : [entry.opponent.name, team.name];
          const score = result.decided ? `${result.score} (${result.decided})` : result.score;
          return (
            <li key={entry.matchId}>
              <Link
                to="/match/$slug/$matchId"
                params={{ slug: matchSlug(home, away), matchId: String(entry.matchId) }}
                className="flex min-h-9 items-center gap-2 rounded-md px-1 text-xs hover:bg-surface-2"
              >
                <SpokenLabel>
                  {[`${OUTCOME_WORD[result.outcome]}, ${score} contra ${entry.opponent.name}`, result.venue, day]
                    .filter(Boolean)
                    .join(', ')}
                </SpokenLabel>
                <span className="contents" aria-hidden="true">
                  <Pill outcome={result.outcome} size={18} />
                  <span className="tabular w-9 shrink-0 text-center text-sm font-semibold text-text">
                    {result.score}
                  </span>
                  <TeamCrest team={entry.opponent} size={16} />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate text-text">{entry.opponent.name}</span>
                    {result.decided && <span className="truncate text-[11px] text-text-muted">{result.decided}</span>}
                  </span>
                  {result.venue && <span className="shrink-0 text-text-muted">{result.venue}</span>}
                  <span className="tabular w-14 shrink-0 text-right text-text-muted">{day}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
