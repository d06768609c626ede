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

/** "Grupo A · 2ª rodada": a group match by its group and the group's matchday (issue 22 point 8). */
export function groupRoundLabel(group: string, matchday: number): string {
  return `${groupLabel(group)} · ${matchday}ª rodada`;
}

/**
 * Each group match's matchday in its group (1, 2, 3…): one more than the games either team had
 * already played in that group, in kick-off order. The data's "Matchday 5" of a World Cup is a
 * calendar day of the whole tournament, not a fan's round.
 */
export function groupMatchdays(
  matches: { id: number; group: string; home: number; away: number; kickoff: number }[],
): Map<number, number> {
  const played = new Map<string, number>();
  const out = new Map<number, number>();
  for (const m of [...matches].sort((a, b) => a.kickoff - b.kickoff || a.id - b.id)) {
    const home = `${m.group}|${m.home}`;
    const away = `${m.group}|${m.away}`;
    const matchday = Math.max(played.get(home) ?? 0, played.get(away) ?? 0) + 1;
    out.set(m.id, matchday);
    played.set(home, matchday);
    played.set(away, matchday);
  }
  return out;
}

export interface RoundMatch {
  status: number;
  /** Kick-off, epoch ms. */
  kickoff: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Infinity;
};

/** Rounds in the order they are played: by their middle kick-off, so one moved match does not move its round. */
export function roundsInOrder<T extends { timing: RoundMatch[] }>(rounds: T[]): T[] {
  return rounds
    .map((round, index) => ({ round, index, at: median(round.timing.map((m) => m.kickoff)) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ round }) => round);
}

/**
 * The round the picker marks "atual": the one with a match being played; else the one of the next
 * match to kick off; else (the season is over) the last. `isLive` and `isScheduled` read the status.
 */
export function currentRoundIndex(
  rounds: { matches: RoundMatch[] }[],
  now: number,
  rules: { isLive: (status: number) => boolean; isScheduled: (status: number) => boolean },
): number {
  const live = rounds.findIndex((r) => r.matches.some((m) => rules.isLive(m.status)));
  if (live !== -1) return live;
  let next = -1;
  let nextAt = Infinity;
  rounds.forEach((round, index) => {
    for (const m of round.matches)
      if (rules.isScheduled(m.status) && m.kickoff >= now && m.kickoff < nextAt) {
        next = index;
        nextAt = m.kickoff;
      }
  });
  return next !== -1 ? next : Math.max(0, rounds.length - 1);
}
