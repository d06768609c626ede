// What a deployment's feed (issue 32) says of a match's schedule beyond spec §4's statuses: spec §4
// has one status (4, "Adiado") for a match not played on its date; API-Football says whether it was
// postponed (PST), cancelled (CANC) or abandoned (ABD). Only a cancellation changes the word shown.
import { MatchStatus, statusName } from '@shared/match-status';

/** True when the feed cancelled the match and we still hold it as not played ("Cancelado", not "Adiado"). */
export function isCancelledByFeed(providerStatus: string, status: number): boolean {
  return providerStatus === 'CANC' && status === MatchStatus.Postponed;
}

/** The word a match's status shows, wherever it is shown (lists and its page): the one rule for "Cancelado". */
export function matchStatusName(status: number, providerStatus: string | null): string {
  return providerStatus != null && isCancelledByFeed(providerStatus, status) ? 'Cancelado' : statusName(status);
}
