// A player's matches and totals (issue 31 point 3), from his lineup entries and the events that name
// him. Pure. Minutes are counted from the lineup and the substitution and red-card minutes: 90 a
// full match, 120 with extra time; stoppage time is not counted (the sources give it per event only).
import type { PlayMinute } from '@shared/football';
import type { EventRow } from './story';

export interface Appearance {
  matchId: number;
  starter: boolean;
  shirtNumber: number | null;
  /** The match went to extra time. */
  extraTime: boolean;
}

export interface AppearanceStats {
  matchId: number;
  started: boolean;
  shirtNumber: number | null;
  goals: number;
  yellow: boolean;
  red: boolean;
  subbedOn: PlayMinute | null;
  subbedOff: PlayMinute | null;
  minutes: number;
}

export function appearanceStats(
  playerId: number,
  appearances: Appearance[],
  events: (EventRow & { matchId: number })[],
): AppearanceStats[] {
  return appearances.map((a) => {
    const own = events.filter((e) => e.matchId === a.matchId);
    const at = (e: EventRow): PlayMinute => ({ minute: e.minute, offset: e.offset });
    const on = own.find((e) => e.type === 'substitution' && e.playerId === playerId);
    const off = own.find((e) => e.type === 'substitution' && e.relatedPlayerId === playerId);
    const sentOff = own.find((e) => (e.type === 'red' || e.type === 'second_yellow') && e.playerId === playerId);
    const end = a.extraTime ? 120 : 90;
    const from = a.starter ? 0 : (on?.minute ?? end);
    const until = Math.min(off?.minute ?? end, sentOff?.minute ?? end);
    return {
      matchId: a.matchId,
      started: a.starter,
      shirtNumber: a.shirtNumber,
      goals: own.filter((e) => (e.type === 'goal' || e.type === 'penalty') && e.playerId === playerId).length,
      yellow: own.some((e) => e.type === 'yellow' && e.playerId === playerId),
      red: Boolean(sentOff),
      subbedOn: on && !a.starter ? at(on) : null,
      subbedOff: off ? at(off) : null,
      minutes: Math.max(0, until - from),
    };
  });
}

/** Whole years from a birth date to a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
