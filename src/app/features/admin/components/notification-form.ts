// The notification composer's form: its fields, the request it becomes, and the server's own checks
// run on it (São Paulo time for a scheduled send).
import {
  checkCompose,
  type AudienceKind,
  type BroadcastType,
  type ComposeProblems,
} from '@shared/admin-notifications-rules';
import type { BroadcastCompose } from '@shared/admin-notifications';
import { TIME_ZONE } from '@shared/constants';
import { zonedToUtc } from '@shared/datetime';

export interface Form {
  title: string;
  message: string;
  actionUrl: string;
  type: BroadcastType;
  audienceKind: AudienceKind;
  audienceValue: string;
  when: 'now' | 'later';
  /** datetime-local value, São Paulo wall clock. */
  scheduledLocal: string;
}
export const EMPTY: Form = {
  title: '',
  message: '',
  actionUrl: '',
  type: 'system',
  audienceKind: 'everyone',
  audienceValue: '',
  when: 'now',
  scheduledLocal: '',
};
export type Errors = ComposeProblems;

export const composeOf = (form: Form): BroadcastCompose => ({
  title: form.title,
  message: form.message,
  actionUrl: form.actionUrl,
  type: form.type,
  audience: { kind: form.audienceKind, value: form.audienceKind === 'everyone' ? undefined : form.audienceValue },
});

/** The datetime-local value ('2026-11-23T18:30') read as São Paulo time. */
export const scheduledInstant = (local: string): Date | null =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) ? zonedToUtc(local.slice(0, 10), local.slice(11, 16), TIME_ZONE) : null;

/** The same checks as the server, one sentence per field. */
export function validate(form: Form, now: Date): Errors {
  return checkCompose(
    {
      ...form,
      scheduledAt: form.when === 'later' ? scheduledInstant(form.scheduledLocal) : undefined,
    },
    now,
  );
}
