// Match status codes of spec §4, the only place they are defined.
export const MatchStatus = {
  Scheduled: 0,
  FirstHalf: 1,
  HalfTime: 11,
  SecondHalf: 12,
  ExtraTime: 13,
  Penalties: 14,
  Finished: 3,
  FinishedAfterExtraTime: 31,
  FinishedAfterPenalties: 32,
  Postponed: 4,
} as const;

export type MatchStatusCode = (typeof MatchStatus)[keyof typeof MatchStatus];

const STATUS_NAMES: Record<MatchStatusCode, string> = {
  0: 'Agendado',
  1: 'Primeiro tempo',
  11: 'Intervalo',
  12: 'Segundo tempo',
  13: 'Prorrogação',
  14: 'Pênaltis',
  3: 'Finalizado',
  31: 'Finalizado após prorrogação',
  32: 'Finalizado nos pênaltis',
  4: 'Adiado',
};

export const LIVE_STATUSES: readonly number[] = [1, 11, 12, 13, 14];
export const FINISHED_STATUSES: readonly number[] = [3, 31, 32];

export function statusName(status: number): string {
  return STATUS_NAMES[status as MatchStatusCode] ?? 'Agendado';
}

export function isLive(status: number): boolean {
  return LIVE_STATUSES.includes(status);
}

export function isFinished(status: number): boolean {
  return FINISHED_STATUSES.includes(status);
}
