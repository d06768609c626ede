// What a live match change tells its followers (pure): kick-off, each goal with the score after it,
// sendings-off, half-time and full-time, each with its kind (the preference) and idempotency key.
import { ofTeam } from '@shared/team-grammar';
import type { Match } from '@shared/football';
import { isFinished, MatchStatus } from '@shared/match-status';
import type { NotificationPreferenceKey } from '@shared/notifications-rules';
import type { LiveChange, LiveGoal } from '../live/provider';
import type { NotifyPayload } from './context';

const minuteLabel = (goal: Pick<LiveGoal, 'minute' | 'offset'>) =>
  goal.offset ? `${goal.minute}+${goal.offset}'` : `${goal.minute}'`;

/** 'Flamengo 1 - 0 Palmeiras' */
const scoreLine = (match: Match, home: number | null, away: number | null) =>
  `${match.homeTeam.name} ${home ?? 0} - ${away ?? 0} ${match.awayTeam.name}`;

/** The live events of one change as notifications (pure: what, for whom by kind, and its key). */
export function liveEvents(
  change: LiveChange,
  match: Match,
  previousStatus: number | undefined,
): Array<{ kind: NotificationPreferenceKey; key: string; payload: NotifyPayload }> {
  const base = { type: 'match' as const, actionUrl: `/match/${match.id}`, tag: `match-${match.id}` };
  const events: Array<{ kind: NotificationPreferenceKey; key: string; payload: NotifyPayload }> = [];
  const statusChanged = previousStatus !== change.status;
  if (statusChanged && change.status === MatchStatus.FirstHalf) {
    events.push({
      kind: 'kickoff',
      key: `match:${match.id}:kickoff`,
      payload: {
        ...base,
        title: `Começou: ${match.homeTeam.name} x ${match.awayTeam.name}`,
        message: 'A bola está rolando. Acompanhe ao vivo.',
      },
    });
  }
  // The score after each goal of the batch: the change's score minus the goals that came later.
  const goals = [...change.newGoals].sort((a, b) => a.seq - b.seq);
  let home = change.homeScore ?? 0;
  let away = change.awayScore ?? 0;
  const after: Array<[number, number]> = [];
  for (let i = goals.length - 1; i >= 0; i--) {
    after[i] = [home, away];
    if (goals[i].side === 'home') home -= 1;
    else away -= 1;
  }
  goals.forEach((goal, i) => {
    const team = goal.side === 'home' ? match.homeTeam.name : match.awayTeam.name;
    events.push({
      kind: 'goals',
      key: `match:${match.id}:goal:${goal.seq}`,
      payload: {
        ...base,
        priority: 'high',
        title: `Gol ${ofTeam(team)}!`,
        message: `${scoreLine(match, Math.max(0, after[i][0]), Math.max(0, after[i][1]))} (${minuteLabel(goal)})`,
      },
    });
  });
  // Sent off (a straight red or a second yellow): named as the data names him, never guessed.
  for (const event of change.newEvents ?? []) {
    if (event.type !== 'red' && event.type !== 'second_yellow') continue;
    const team = event.side === 'home' ? match.homeTeam.name : match.awayTeam.name;
    const who = event.playerName ?? `Um jogador ${ofTeam(team)}`;
    const how =
      event.type === 'second_yellow' ? 'recebe o segundo amarelo e é expulso' : 'é expulso com cartão vermelho';
    events.push({
      kind: 'redCards',
      key: `match:${match.id}:sent-off:${event.seq}`,
      payload: {
        ...base,
        title: `Expulsão ${ofTeam(team)}!`,
        message: `${who} ${how} (${minuteLabel(event)}). ${scoreLine(match, change.homeScore, change.awayScore)}`,
      },
    });
  }
  if (statusChanged && change.status === MatchStatus.HalfTime) {
    events.push({
      kind: 'halftime',
      key: `match:${match.id}:halftime`,
      payload: { ...base, title: 'Intervalo', message: scoreLine(match, change.homeScore, change.awayScore) },
    });
  }
  if (statusChanged && isFinished(change.status)) {
    const penalties = match.penalties ? ` (pênaltis: ${match.penalties.home} - ${match.penalties.away})` : '';
    events.push({
      kind: 'fulltime',
      key: `match:${match.id}:fulltime`,
      payload: {
        ...base,
        title: 'Fim de jogo',
        message: `${scoreLine(match, change.homeScore, change.awayScore)}${penalties}`,
      },
    });
  }
  return events;
}
