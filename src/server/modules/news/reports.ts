// The report generator: pure functions that write a pt-BR article from a finished match's facts
// (FootballService.reportFacts) — result, scorers and minutes, what it did to the table, form
// streaks, head-to-head — and a round summary from a played round. Every sentence comes from a
// number in the facts; a fact that is missing (no table in a knockout, no earlier meeting) is left
// out, never guessed. Team and competition names go without articles ("Flamengo venceu em casa"),
// because the data does not say whether a club's name takes "o" or "a".
import type { FormEntry, Goal, Match, StandingRow } from '@shared/football';
import { outcomeFor } from '@shared/match-display';
import { MatchStatus } from '@shared/match-status';
import { plural } from '@shared/plural';
import { AUTOMATIC_REPORT_LABEL, type NewsCategory } from '@shared/news-rules';
import type { MatchReportFacts } from '../football/service';

export interface GeneratedArticle {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  category: NewsCategory;
  tags: string[];
  teamIds: number[];
  matchIds: number[];
  leagueIds: number[];
}

const NOTE = `*${AUTOMATIC_REPORT_LABEL}: texto escrito a partir dos dados da partida.*`;

/** Text that Markdown would read as formatting is written literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|~])/g, '\\$1');
}

/** "2026-03-12" → "12/03/2026". */
export function dateBr(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

/** 90+3 → "90+3'". */
export function minuteText(goal: Pick<Goal, 'minute' | 'offset'>): string {
  return goal.offset ? `${goal.minute}+${goal.offset}'` : `${goal.minute}'`;
}

const ordinal = (n: number) => `${n}º`;
const scoreline = (m: Match) => `${m.homeTeam.name} ${m.homeScore} x ${m.awayScore} ${m.awayTeam.name}`;
/** "(Brasileirão Série A, Rodada 12)": names in parentheses need no "pelo" or "pela". */
const where = (m: Match) => {
  const parts = [m.competition?.name, m.round].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

type Outcome = 'V' | 'E' | 'D';

/** The streak of `outcomes` (oldest first) ending at the last one: how many in a row pass `test`. */
function runLength(outcomes: Outcome[], test: (o: Outcome) => boolean): number {
  let count = 0;
  for (let i = outcomes.length - 1; i >= 0 && test(outcomes[i]); i--) count++;
  return count;
}

/**
 * One sentence on a team's run after this match, or null when there is nothing notable: 3+ wins
 * or 2+ defeats in a row, 4+ games unbeaten or without a win, or the end of a run of 3+.
 * `known` is how many earlier matches the facts hold: a run as long as all of them is "pelo menos".
 */
export function streakSentence(team: string, before: FormEntry[], result: Outcome, known = 20): string | null {
  const previous = before.map((f) => f.outcome);
  const outcomes = [...previous, result];
  const atLeast = (n: number) => (n > known ? `pelo menos ${n}` : `${n}`);
  const wins = runLength(outcomes, (o) => o === 'V');
  if (wins >= 3) return `${team} chegou a ${atLeast(wins)} vitórias seguidas.`;
  const losses = runLength(outcomes, (o) => o === 'D');
  if (losses >= 2) return `${team} soma ${atLeast(losses)} derrotas seguidas.`;
  const unbeaten = runLength(outcomes, (o) => o !== 'D');
  if (unbeaten >= 4) return `${team} está há ${atLeast(unbeaten)} jogos sem perder.`;
  const winless = runLength(outcomes, (o) => o !== 'V');
  if (winless >= 4) return `${team} está há ${atLeast(winless)} jogos sem vencer.`;
  const previousLosses = runLength(previous, (o) => o === 'D');
  if (result !== 'D' && previousLosses >= 3)
    return `${team} encerrou uma sequência de ${atLeast(previousLosses)} derrotas.`;
  const previousWinless = runLength(previous, (o) => o !== 'V');
  if (result === 'V' && previousWinless >= 4)
    return `${team} voltou a vencer depois de ${atLeast(previousWinless)} jogos.`;
  const previousWins = runLength(previous, (o) => o === 'V');
  if (result !== 'V' && previousWins >= 3)
    return `${team} viu terminar uma sequência de ${atLeast(previousWins)} vitórias.`;
  return null;
}

/** One sentence on what the match did to a team's place in the table. */
export function tableSentence(teamId: number, before: StandingRow[], after: StandingRow[]): string | null {
  const now = after.find((r) => r.team.id === teamId);
  const then = before.find((r) => r.team.id === teamId);
  if (!now) return null;
  const name = now.team.name;
  const points = plural(now.points, 'ponto', 'pontos');
  const leader = after[0];
  const second = after[1];
  let context: string;
  if (now.position === 1) {
    const gap = second ? now.points - second.points : 0;
    context = second
      ? gap > 0
        ? `, ${plural(gap, 'ponto', 'pontos')} à frente do segundo colocado, ${second.team.name}`
        : `, empatado em pontos com o segundo colocado, ${second.team.name}`
      : '';
  } else {
    const gap = leader.points - now.points;
    context =
      gap > 0
        ? `, a ${plural(gap, 'ponto', 'pontos')} do líder, ${leader.team.name}`
        : `, com a mesma pontuação do líder, ${leader.team.name}`;
  }
  // Before a team's first game its place is only alphabetical: say where it is, not where it came from.
  if (!then || then.played === 0) {
    return now.position === 1
      ? `Com o resultado, ${name} aparece na liderança, com ${points}${context}.`
      : `Com o resultado, ${name} aparece em ${ordinal(now.position)} lugar, com ${points}${context}.`;
  }
  if (now.position === 1 && then.position === 1)
    return `Com o resultado, ${name} segue na liderança, com ${points}${context}.`;
  if (now.position === 1) return `Com o resultado, ${name} assumiu a liderança, com ${points}${context}.`;
  if (now.position < then.position)
    return `Com o resultado, ${name} subiu de ${ordinal(then.position)} para ${ordinal(now.position)} lugar, com ${points}${context}.`;
  if (now.position > then.position)
    return `Com o resultado, ${name} caiu de ${ordinal(then.position)} para ${ordinal(now.position)} lugar, com ${points}${context}.`;
  return `Com o resultado, ${name} se manteve em ${ordinal(now.position)} lugar, com ${points}${context}.`;
}

/** The head-to-head paragraph (meetings before this match). */
export function h2hSentence(facts: Pick<MatchReportFacts, 'match' | 'h2h' | 'lastMeeting'>): string {
  const { match, h2h, lastMeeting } = facts;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  if (h2h.played === 0) return `Foi o primeiro confronto entre ${home} e ${away} nos dados disponíveis.`;
  const tally =
    h2h.played === 1
      ? `Antes desta partida, os dados registravam 1 confronto entre as equipes`
      : `Antes desta partida, os dados registravam ${h2h.played} confrontos entre as equipes`;
  const won = (team: string, wins: number) => (wins === 0 ? `${team} não venceu` : `${team} venceu ${wins}`);
  const parts = [won(home, h2h.wins), won(away, h2h.losses)];
  const draws =
    h2h.draws === 0 ? 'não houve empates' : h2h.draws === 1 ? 'houve 1 empate' : `houve ${h2h.draws} empates`;
  let text = `${tally}: ${parts.join(', ')} e ${draws}.`;
  if (lastMeeting)
    text += ` No encontro anterior, em ${dateBr(lastMeeting.matchDate)}, o placar foi ${scoreline(lastMeeting)}.`;
  return text;
}

function goalLine(goal: Goal, match: Match): string {
  const team = goal.side === 'home' ? match.homeTeam.name : match.awayTeam.name;
  const how = goal.ownGoal ? ', contra' : goal.penalty ? ', de pênalti' : '';
  return `- ${minuteText(goal)} ${escapeMarkdown(goal.player)}${how} (${escapeMarkdown(team)})`;
}

/** The result paragraph: who won, where, by how much, and how the match was decided. */
export function resultSentence(facts: Pick<MatchReportFacts, 'match' | 'halfTime'>): string {
  const { match, halfTime } = facts;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  const h = match.homeScore!;
  const a = match.awayScore!;
  const on = `em ${dateBr(match.matchDate)}${where(match)}`;
  const sentences: string[] = [];
  const extra = match.status === MatchStatus.FinishedAfterExtraTime ? ' após a prorrogação' : '';
  if (h === a) {
    sentences.push(`${home} e ${away} empataram em ${h} a ${a}${extra} ${on}.`);
    if (match.penalties) {
      const winner = match.penalties.home > match.penalties.away ? home : away;
      const [w, l] = [
        Math.max(match.penalties.home, match.penalties.away),
        Math.min(match.penalties.home, match.penalties.away),
      ];
      sentences.push(`Nos pênaltis, ${winner} venceu por ${w} a ${l}.`);
    }
  } else {
    const homeWon = h > a;
    const winner = homeWon ? home : away;
    sentences.push(
      `${winner} venceu ${homeWon ? 'em casa' : 'fora de casa'} por ${Math.max(h, a)} a ${Math.min(h, a)}${extra} ${on}.`,
    );
  }
  if (halfTime) {
    sentences.push(
      halfTime.home === halfTime.away
        ? `No intervalo, o placar estava ${halfTime.home} a ${halfTime.away}.`
        : `No intervalo, ${halfTime.home > halfTime.away ? home : away} vencia por ${Math.max(halfTime.home, halfTime.away)} a ${Math.min(halfTime.home, halfTime.away)}.`,
    );
  }
  return sentences.join(' ');
}

function headline(match: Match): string {
  const h = match.homeScore!;
  const a = match.awayScore!;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  let text: string;
  if (h === a && match.penalties) {
    const homeWon = match.penalties.home > match.penalties.away;
    text = `${homeWon ? home : away} elimina ${homeWon ? away : home} nos pênaltis após ${h} a ${a}`;
  } else if (h === a) text = `${home} e ${away} empatam em ${h} a ${a}`;
  else if (h > a) text = `${home} vence ${away} por ${h} a ${a}`;
  else text = `${away} vence ${home} por ${a} a ${h} fora de casa`;
  return match.competition ? `${match.competition.name}: ${text}` : text;
}

/** The match report: title, summary and Markdown body, with the teams, match and league it is about. */
export function writeMatchReport(facts: MatchReportFacts): GeneratedArticle {
  const { match } = facts;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  const lines: string[] = [NOTE, '', escapeMarkdown(resultSentence(facts))];

  lines.push('', '## Gols', '');
  if (facts.goals.length) for (const goal of facts.goals) lines.push(goalLine(goal, match));
  else if ((match.homeScore ?? 0) + (match.awayScore ?? 0) === 0) lines.push('Não houve gols.');
  else lines.push('Os dados desta partida não trazem os autores dos gols.');

  const tableLines: string[] = [];
  if (facts.table) {
    for (const teamId of [match.homeTeam.id, match.awayTeam.id]) {
      const sentence = tableSentence(teamId, facts.table.before, facts.table.after);
      // "Com o resultado" once: the second team's sentence starts with its name.
      if (sentence)
        tableLines.push(escapeMarkdown(tableLines.length ? sentence.replace(/^Com o resultado, /, '') : sentence));
    }
  }
  if (tableLines.length)
    lines.push(
      '',
      `## ${facts.table?.name ? `Classificação (${facts.table.name})` : 'Classificação'}`,
      '',
      tableLines.join(' '),
    );

  const homeResult = outcomeFor('home', match) as Outcome;
  const awayResult = outcomeFor('away', match) as Outcome;
  const streaks = [
    streakSentence(home, facts.form.home, homeResult, facts.form.home.length),
    streakSentence(away, facts.form.away, awayResult, facts.form.away.length),
  ].filter((s): s is string => s !== null);
  const last5 = (form: FormEntry[], result: Outcome) => [...form.map((f) => f.outcome), result].slice(-5).join('-');
  lines.push(
    '',
    '## Momento',
    '',
    escapeMarkdown(
      [
        ...streaks,
        `Nos últimos 5 jogos (contando este), ${home} tem ${last5(facts.form.home, homeResult)} e ${away} tem ${last5(facts.form.away, awayResult)} (V: vitória, E: empate, D: derrota).`,
      ].join(' '),
    ),
  );

  lines.push('', '## Retrospecto', '', escapeMarkdown(h2hSentence(facts)));
  lines.push('', `[Ver a partida](/match/${match.id})`);

  const competitionId = match.competition?.id;
  return {
    title: headline(match),
    summary: `${AUTOMATIC_REPORT_LABEL} de ${scoreline(match)}, em ${dateBr(match.matchDate)}${where(match)}.`,
    body: lines.join('\n'),
    category: 'resumos',
    tags: [home, away, ...(match.competition ? [match.competition.name] : [])],
    teamIds: [match.homeTeam.id, match.awayTeam.id],
    matchIds: [match.id],
    leagueIds: competitionId ? [competitionId] : [],
  };
}

/** The round summary: every result, goals, the biggest win and the top of the table. */
export function writeRoundSummary(facts: MatchReportFacts): GeneratedArticle | null {
  const round = facts.round;
  if (!round || !round.played) return null;
  const played = round.matches.filter((m) => m.homeScore != null && m.awayScore != null);
  if (played.length === 0) return null;
  const competition = facts.match.competition;
  const name = competition?.name ?? '';
  const goals = played.reduce((sum, m) => sum + m.homeScore! + m.awayScore!, 0);
  const average = (goals / played.length).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  const postponed = round.matches.length - played.length;
  const lines = [
    `*${AUTOMATIC_REPORT_LABEL}: texto escrito a partir dos dados da rodada.*`,
    '',
    escapeMarkdown(
      `${round.label}${name ? ` (${name})` : ''} teve ${plural(played.length, 'jogo', 'jogos')} e ${plural(goals, 'gol', 'gols')}, média de ${average} por jogo.` +
        (postponed ? ` ${plural(postponed, 'jogo foi adiado', 'jogos foram adiados')}.` : ''),
    ),
  ];
  const homeWins = played.filter((m) => m.homeScore! > m.awayScore!).length;
  const awayWins = played.filter((m) => m.homeScore! < m.awayScore!).length;
  const draws = played.length - homeWins - awayWins;
  lines.push(
    '',
    escapeMarkdown(
      `Foram ${plural(homeWins, 'vitória', 'vitórias')} de mandantes, ${plural(awayWins, 'vitória', 'vitórias')} de visitantes e ${plural(draws, 'empate', 'empates')}.`,
    ),
  );
  const margin = (m: Match) => Math.abs(m.homeScore! - m.awayScore!);
  const biggest = [...played].sort(
    (a, b) => margin(b) - margin(a) || b.homeScore! + b.awayScore! - (a.homeScore! + a.awayScore!),
  )[0];
  if (margin(biggest) >= 3) lines.push('', escapeMarkdown(`A maior diferença da rodada foi ${scoreline(biggest)}.`));
  lines.push('', '## Resultados', '');
  for (const m of played) lines.push(`- [${escapeMarkdown(scoreline(m))}](/match/${m.id})`);
  if (round.table && round.table.length) {
    const leader = round.table[0];
    const second = round.table[1];
    lines.push('', '## Classificação', '');
    lines.push(
      escapeMarkdown(
        `${leader.team.name} lidera com ${plural(leader.points, 'ponto', 'pontos')}` +
          (second
            ? leader.points > second.points
              ? `, ${plural(leader.points - second.points, 'ponto', 'pontos')} à frente de ${second.team.name}.`
              : `, empatado em pontos com ${second.team.name}.`
            : '.'),
      ),
      '',
    );
    for (const row of round.table.slice(0, 4))
      lines.push(`${row.position}. ${escapeMarkdown(row.team.name)}: ${plural(row.points, 'ponto', 'pontos')}`);
  }
  const teamIds = [...new Set(played.flatMap((m) => [m.homeTeam.id, m.awayTeam.id]))];
  return {
    title: `${name ? `${name}: ` : ''}${round.label} em resumo`,
    summary: `${AUTOMATIC_REPORT_LABEL}, ${round.label}${name ? ` (${name})` : ''}: ${plural(played.length, 'jogo', 'jogos')}, ${plural(goals, 'gol', 'gols')}.`,
    body: lines.join('\n'),
    category: 'rodadas',
    tags: [round.label, ...(name ? [name] : [])],
    teamIds: teamIds.slice(0, 40),
    matchIds: played.map((m) => m.id),
    leagueIds: competition ? [competition.id] : [],
  };
}
