// The account signed in on this page, sent with the actions the service worker may queue offline
// (ACTION_USER_HEADER): a replay after another account signed in is dropped, not applied to it.
import { ACTION_USER_HEADER } from '@shared/constants';

let owner: number | null = null;

export function setSessionOwner(userId: number | null): void {
  owner = userId;
}

/** The header naming the signed-in account ({} for a visitor). */
export function actionOwnerHeaders(): Record<string, string> {
  return owner === null ? {} : { [ACTION_USER_HEADER]: String(owner) };
}
