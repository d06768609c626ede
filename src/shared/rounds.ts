// Round and group names from the data (English) as Brazilian fans read them.

const PHASES: Record<string, string> = {
  league: 'Fase de liga',
  group: 'Fase de grupos',
  qualifying: 'Qualificatória',
  qualification: 'Qualificatória',
  playoffs: 'Playoffs',
  finals: '',
  '1° semestre': 'Apertura',
  '2° semestre': 'Clausura',
};

const STAGES: [RegExp, string][] = [
  [/^matchday (\d+)$/i, 'Rodada $1'],
  [/^round (\d+)$/i, 'Fase $1'],
  [/^group ([a-z0-9]+)$/i, 'Grupo $1'],
  [/^round of 32$/i, '16 avos de final'],
  [/^round of 16$/i, 'Oitavas de final'],
  [/^quarter-?finals?$/i, 'Quartas de final'],
  [/^semi-?finals?$/i, 'Semifinais'],
  [/^final$/i, 'Final'],
  [/^match for third place$/i, 'Disputa do 3º lugar'],
  [/^playoffs$/i, 'Playoffs'],
];

function stage(text: string): string {
  for (const [pattern, label] of STAGES) if (pattern.test(text)) return text.replace(pattern, label);
  return text;
}

/** "Matchday 12" → "Rodada 12"; "League, Matchday 3" → "Fase de liga · Rodada 3"; "Finals, Final" → "Final". */
export function roundLabel(round: string | null | undefined): string {
  if (!round) return '';
  const parts = round.split(',').map((p) => p.trim());
  if (parts.length === 1) return stage(parts[0]);
  const phase = PHASES[parts[0].toLowerCase()] ?? stage(parts[0]);
  const rest = stage(parts.slice(1).join(', '));
  return phase ? `${phase} · ${rest}` : rest;
}

/** "Group A" → "Grupo A". */
export function groupLabel(group: string | null | undefined): string {
  return group ? stage(group) : '';
}
