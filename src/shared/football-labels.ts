// The words a fan reads for a match's team statistics (issue 31 point 6), and how each value is
// written: percentages with "%", expected goals with two decimals in the Brazilian way ("1,34").
import type { TeamStatKind } from './football-rules';

export const TEAM_STAT_LABELS: Record<TeamStatKind, string> = {
  possession: 'Posse de bola',
  expected_goals: 'Gols esperados (xG)',
  shots: 'Finalizações',
  shots_on_goal: 'Finalizações no gol',
  shots_off_goal: 'Finalizações para fora',
  blocked_shots: 'Finalizações bloqueadas',
  shots_inside_box: 'Finalizações dentro da área',
  shots_outside_box: 'Finalizações de fora da área',
  corners: 'Escanteios',
  offsides: 'Impedimentos',
  fouls: 'Faltas',
  yellow_cards: 'Cartões amarelos',
  red_cards: 'Cartões vermelhos',
  saves: 'Defesas do goleiro',
  passes: 'Passes',
  passes_accurate: 'Passes certos',
  pass_accuracy: 'Precisão dos passes',
};

const PERCENT: ReadonlySet<TeamStatKind> = new Set(['possession', 'pass_accuracy']);

/** A value as the page writes it; null (the source gives none for this team): "–". */
export function teamStatText(kind: TeamStatKind, value: number | null): string {
  if (value == null) return '–';
  if (PERCENT.has(kind)) return `${Math.round(value)}%`;
  if (kind === 'expected_goals') return value.toFixed(2).replace('.', ',');
  return String(Math.round(value));
}
